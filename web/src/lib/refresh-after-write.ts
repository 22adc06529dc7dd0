import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// Only the list, not the edit form's own query under it: that one is dropped on leaving.
const listOnly = (queryKey: QueryKey): QueryFilters => ({ queryKey, exact: true });

// Every query that shows each thing the admin writes: the admin's screens and the public
// reads. A key stands for every query under it. bookIds are the books the thing belongs to;
// an edit that moves it to another book gives both.
const shownIn = {
  book: (bookIds: string[]) => [
    listOnly(adminQueryKeys.books),
    adminQueryKeys.dashboard,
    queryKeys.books,
    ['book'],
    queryKeys.featuredTestimonials,
    // The About page's cards may count the books.
    queryKeys.siteAbout,
    ...bookIds.flatMap((id) => [queryKeys.bookMultimedia(id), queryKeys.bookTestimonials(id), queryKeys.bookKit(id)]),
  ],
  // A book's author shows wherever the book does.
  author: () => [
    adminQueryKeys.authors,
    adminQueryKeys.books,
    adminQueryKeys.dashboard,
    queryKeys.books,
    ['book'],
    queryKeys.featuredTestimonials,
  ],
  authorProfile: () => [queryKeys.author],
  upcomingBook: () => [listOnly(adminQueryKeys.upcomingBooks), queryKeys.upcomingBooks, queryKeys.siteAbout],
  testimonial: (bookIds: string[]) => [
    adminQueryKeys.testimonials,
    queryKeys.featuredTestimonials,
    ...bookIds.map((id) => queryKeys.bookTestimonials(id)),
  ],
  // A deleted song takes its material along, and the book page lists the materials.
  multimedia: (bookIds: string[]) => [
    adminQueryKeys.multimedia,
    adminQueryKeys.materials,
    ['book'],
    ...bookIds.map((id) => queryKeys.bookMultimedia(id)),
  ],
  // A kit and its files; its sign-ups are under its key.
  kit: (bookIds: string[]) => [adminQueryKeys.kits, adminQueryKeys.dashboard, ...bookIds.map((id) => queryKeys.bookKit(id))],
  // The inbox pages, one message and the menu's unread count are all under messages.
  message: () => [adminQueryKeys.messages, adminQueryKeys.dashboard],
  // Someone unsubscribed or forgotten: everything that can hold their address or count them.
  person: () => [adminQueryKeys.subscribers, adminQueryKeys.messages, adminQueryKeys.kits, adminQueryKeys.dashboard],
  // The site's texts are under the settings' key; the kit block carries the agreement sentence.
  settings: () => [queryKeys.site, ['book-kit']],
} satisfies Record<string, (bookIds: string[]) => Array<QueryKey | QueryFilters>>;

const isFilters = (entry: QueryKey | QueryFilters): entry is QueryFilters => !Array.isArray(entry);

export type Written = keyof typeof shownIn;

// The one rule after an admin write: everything that shows the written thing loads again, so
// the admin's lists and the public pages show the change at once.
export function refreshAfterWrite(queryClient: QueryClient, written: Written, bookIds: Array<string | undefined> = []) {
  const books = [...new Set(bookIds.filter((id): id is string => Boolean(id)))];
  const shown: Array<QueryKey | QueryFilters> = shownIn[written](books);
  return Promise.all(shown.map((entry) => queryClient.invalidateQueries(isFilters(entry) ? entry : { queryKey: entry })));
}
