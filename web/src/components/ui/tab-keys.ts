// The keys of a tablist with automatic activation (WAI-ARIA Authoring Practices "Tabs"):
// Left/Right move to the previous/next tab, wrapping, and Home/End to the first/last. Answers
// the index of the tab a key goes to, or undefined for any other key.
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
