// The spec's fallback wording (§9) for a kit without its own, apart from the form's checks so
// the book page shows it without loading zod.
export const KIT_HEADLINE = 'Start your ripple with a free kindness kit!';
export const KIT_SUBHEADLINE = 'Download the audiobook, coloring pages, and gentle activities.';
