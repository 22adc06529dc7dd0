import type { QueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { getBooksQueryOptions } from '@/features/books/api/get-books';
import { BooksList } from '@/features/books/components/books-list';

// Starts the books request without holding up the page: loading and error states render in place.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getBooksQueryOptions());
  return null;
};

export default function HomeRoute() {
  return (
    <>
      <title>{`${site.name} | Magical Stories for Curious Young Minds`}</title>
      <section className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-bold text-teal-800 shadow-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            Picture books for ages 3–8
          </p>
          <h1 className="font-display mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-6xl">
            Magical Stories for <span className="text-orange-800">Curious Young Minds</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-stone-700">
            Stories that build kindness, confidence and a love of learning, with free activities,
            videos and songs to enjoy together.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to={paths.books.getHref()} size="lg">
              Explore Books
            </ButtonLink>
            <ButtonLink to={paths.about.getHref()} size="lg" variant="secondary">
              Meet the Author
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="collection-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="collection-heading" className="font-display text-3xl font-extrabold text-stone-900">
          Explore Our Collection
        </h2>
        <div className="mt-8">
          <BooksList />
        </div>
        <div className="mt-12 text-center">
          <ButtonLink to={paths.books.getHref()} variant="secondary" size="lg">
            See All Books
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
