import { Mail, Quote, School } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';

import { PageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthor } from '@/features/author/api/get-author';
import { defaultAuthor, type AuthorProfileData } from '@/features/author/default-author';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { ownerParagraphs, ownerText, type OwnerParagraphs } from '@/lib/owner-text';
import type { AuthorInfo } from '@/types/api';

import { AuthorPhoto } from './author-photo';
import { StorySoFar } from './story-so-far';

function Paragraphs({ paragraphs, className }: { paragraphs: OwnerParagraphs; className: string }) {
  return (
    <div lang={paragraphs.lang} className={className}>
      {paragraphs.items.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

export function AuthorProfile({ author, newsletter }: { author: AuthorProfileData; newsletter?: ReactNode }) {
  return (
    <>
      <PageTitle title={t('page.about.headingNamed', { name: author.name })} />
      <section className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:py-16 lg:px-8">
          <div className="mx-auto w-full max-w-xs md:max-w-sm">
            <AuthorPhoto name={author.name} photoUrl={author.photoUrl} />
          </div>
          <div>
            <h1 className="font-display text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
              {t('page.about.headingNamed', { name: author.name })}
            </h1>
            {author.title.text ? (
              <p lang={author.title.lang} className="mt-3 text-xl font-bold text-teal-800">
                {author.title.text}
              </p>
            ) : null}
            <Paragraphs paragraphs={author.bio} className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800" />
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14 sm:px-6 lg:px-8">
        {author.quote.text ? (
          <figure className="relative mx-auto max-w-3xl rounded-3xl bg-teal-800 px-8 py-10 text-center text-white shadow-md sm:px-12">
            <Quote aria-hidden="true" className="mx-auto size-10 text-amber-300" />
            <blockquote lang={author.quote.lang} className="font-display mt-4 text-2xl leading-snug font-bold sm:text-3xl">
              <p>“{author.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-4 font-semibold text-teal-50">{author.name}</figcaption>
          </figure>
        ) : null}

        {author.creativeProcess.items.length > 0 ? (
          <section aria-labelledby="creative-process-heading" className="mx-auto max-w-3xl">
            <h2 id="creative-process-heading" className="font-display text-3xl font-extrabold text-stone-900">
              {t('author.creativeProcessHeading')}
            </h2>
            <Paragraphs paragraphs={author.creativeProcess} className="mt-4 space-y-4 text-lg leading-relaxed text-stone-800" />
          </section>
        ) : null}

        <StorySoFar />

        <section
          aria-labelledby="say-hello-heading"
          className="rounded-3xl bg-amber-100 px-6 py-10 text-center ring-1 ring-amber-200"
        >
          <h2 id="say-hello-heading" className="font-display text-3xl font-extrabold text-stone-900">
            {t('author.shareHeading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-stone-700">
            {t('author.shareText')}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-4">
            <ButtonLink to={paths.contact.getHref()} size="lg">
              <Mail aria-hidden="true" className="size-5" />
              {t('author.getInTouch')}
            </ButtonLink>
            <ButtonLink to={paths.contact.getHref()} size="lg" variant="secondary">
              <School aria-hidden="true" className="size-5" />
              {t('author.bookVisit')}
            </ButtonLink>
          </div>
        </section>

        {newsletter}
      </div>
    </>
  );
}

// A stored profile as the page shows it. Lists may be missing from an answer of another shape.
function shownProfile(author: AuthorInfo): AuthorProfileData {
  return {
    name: author.name,
    photoUrl: author.photoUrl,
    title: ownerText(author.title, author.titleEs),
    bio: ownerParagraphs(author.bio ?? [], author.bioEs),
    quote: ownerText(author.quote, author.quoteEs),
    creativeProcess: ownerParagraphs(author.creativeProcess ?? [], author.creativeProcessEs),
  };
}

// /about: the stored author profile, or the built-in default when there is
// none or it cannot be loaded; the reason is only logged (spec §8 "Author").
export function AuthorPage({ newsletter }: { newsletter?: ReactNode }) {
  const authorQuery = useAuthor();
  const author = authorQuery.data;
  // An answer without a name is not a profile: treat it as a failed load.
  const usable = typeof author?.name === 'string' && author.name !== '';
  const failure = authorQuery.error ?? (authorQuery.isSuccess && !usable ? 'not an author profile' : null);

  useEffect(() => {
    if (!failure) return;
    // For whoever reads the console, not the visitor: English on every page.
    if (failure instanceof ApiError && failure.status === 404) console.info('No author profile found.');
    else console.warn('Failed to load author information.', failure);
  }, [failure]);

  if (authorQuery.isPending) return <Spinner label={t('author.loading')} />;
  if (!usable) return <AuthorProfile author={defaultAuthor()} newsletter={newsletter} />;
  return <AuthorProfile author={shownProfile(author)} newsletter={newsletter} />;
}
