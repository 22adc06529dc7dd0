export const site = {
  name: 'Storyshelf',
  tagline: 'Educational picture books that spark kindness, curiosity and a love of reading.',
} as const;
