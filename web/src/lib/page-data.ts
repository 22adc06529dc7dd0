import type { QueryClient } from '@tanstack/react-query';

// The server sends each public page with the data its first screen needs, in
// <script type="application/json" id="storyshelf-data"> as [{key, data}],
// keyed like the app's queries (config/paths.ts queryKeys). Seeding the query
// cache with it lets the first screen render without waiting for the API.
type Entry = { key: unknown[]; data: unknown };

export function seedFromPage(queryClient: QueryClient, doc: Document = document) {
  const el = doc.getElementById('storyshelf-data');
  if (!el?.textContent) return;
  let entries: unknown;
  try {
    entries = JSON.parse(el.textContent);
  } catch {
    return; // a damaged script only costs the head start
  }
  if (!Array.isArray(entries)) return;
  for (const entry of entries as Entry[]) {
    if (Array.isArray(entry?.key) && entry.data !== undefined) {
      queryClient.setQueryData(entry.key, entry.data);
    }
  }
  el.remove();
}

// The server's <title> is for crawlers and the first paint; React's own
// <title> elements take over once the app runs, and the first <title> in the
// document is the one browsers show.
export function dropServerTitle(doc: Document = document) {
  doc.head.querySelectorAll('title').forEach((t) => t.remove());
}
