// Spec §9: the pager shows a window of 5 page buttons, with previous/next.
export const PAGE_WINDOW = 5;

// The page numbers to show: up to `size` consecutive pages around the current one, kept
// inside 1..total (so the first and last pages still show a full window).
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

// Spec §4: after deleting the last item on a page greater than 1, the previous page.
export function pageAfterDelete(page: number, itemsOnPage: number) {
  return itemsOnPage <= 1 && page > 1 ? page - 1 : page;
}
