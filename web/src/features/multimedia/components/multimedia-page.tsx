import { ArrowLeft, Headphones, RotateCw, Video } from 'lucide-react';
import { useRef, useState } from 'react';

import { PageTitle } from '@/components/page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t, wordsLang, type Lang } from '@/lib/i18n';
import type { Book, Multimedia } from '@/types/api';

import { useBookMultimedia } from '../api/get-book-multimedia';
import { pauseMediaIn, useExclusivePlayback } from '../utils/exclusive-playback';

import { AudioItem } from './audio-item';
import { MediaTabs } from './media-tabs';
import { VideoItem } from './video-item';

type Tab = 'audio' | 'video';

function EmptyMessage({ text }: { text: string }) {
  return (
    <p className="rounded-3xl border-2 border-dashed border-amber-300 bg-white/70 px-6 py-12 text-center text-lg font-semibold text-stone-700">
      {text}
    </p>
  );
}

function AudioList({ items, bookLang }: { items: Multimedia[]; bookLang: Lang }) {
  if (items.length === 0) return <EmptyMessage text={t('multimedia.noAudio')} />;
  return (
    <ul className="flex flex-col gap-6">
      {items.map((item) => (
        <li key={item.id}>
          <AudioItem item={item} bookLang={bookLang} />
        </li>
      ))}
    </ul>
  );
}

function VideoList({ items, bookLang }: { items: Multimedia[]; bookLang: Lang }) {
  if (items.length === 0) return <EmptyMessage text={t('multimedia.noVideos')} />;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <VideoItem item={item} bookLang={bookLang} />
        </li>
      ))}
    </ul>
  );
}

// Placeholder cards while the list loads; the status text is what assistive
// technology hears.
function MultimediaSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('multimedia.loading')}</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 sm:p-6">
          <div className="aspect-[2/3] w-20 shrink-0 rounded-2xl bg-amber-100 sm:w-28" />
          <div className="flex flex-1 flex-col gap-3 py-1">
            <div className="h-6 w-2/3 rounded-full bg-amber-100" />
            <div className="h-4 w-full rounded-full bg-amber-100" />
            <div className="mt-auto h-12 w-full rounded-2xl bg-amber-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

function MultimediaContent({ bookId, bookLang }: { bookId: string; bookLang: Lang }) {
  const query = useBookMultimedia(bookId);
  // The tab she chose; until then the spec's Audio, or Video for a book with only videos.
  const [chosen, setChosen] = useState<Tab | null>(null);
  const panelsRef = useRef<HTMLDivElement>(null);
  useExclusivePlayback();

  if (query.isPending) return <MultimediaSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-3xl border-2 border-rose-200 bg-white px-6 py-10 text-center shadow-sm">
        <p className="text-lg font-semibold text-rose-800">{t('multimedia.loadFailed')}</p>
        <Button className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
          {t('multimedia.tryAgain')}
        </Button>
      </div>
    );
  }

  const audio = query.data.filter((m) => m.type === 'audio');
  const videos = query.data.filter((m) => m.type === 'video');
  const tab: Tab = chosen ?? (audio.length === 0 && videos.length > 0 ? 'video' : 'audio');

  function select(next: Tab) {
    if (next === tab) return;
    // Nothing keeps playing out of sight in a hidden panel.
    pauseMediaIn(panelsRef.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])') ?? null);
    setChosen(next);
  }

  return (
    <div ref={panelsRef}>
      <MediaTabs<Tab>
        label={t('multimedia.tabsLabel')}
        selected={tab}
        onSelect={select}
        tabs={[
          {
            value: 'audio',
            label: t('multimedia.audioTab'),
            icon: <Headphones aria-hidden="true" className="size-5" />,
            panel: <AudioList items={audio} bookLang={bookLang} />,
          },
          {
            value: 'video',
            label: t('multimedia.videoTab'),
            icon: <Video aria-hidden="true" className="size-5" />,
            panel: <VideoList items={videos} bookLang={bookLang} />,
          },
        ]}
      />
    </div>
  );
}

type MultimediaPageProps = {
  book: Book;
  // The canonical {slug}-{shortid} of the book.
  slugWithId: string;
};

// The 'Videos & Songs' page of a book (spec §2 "Multimedia page").
export function MultimediaPage({ book, slugWithId }: MultimediaPageProps) {
  return (
    <>
      <PageTitle title={t('page.multimedia.heading', { title: book.title })} />
      <div className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto max-w-5xl px-4 pt-6 pb-8 sm:px-6 sm:pb-10 lg:px-8">
          <ButtonLink to={paths.book.getHref(slugWithId)} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('multimedia.backToBook')}
          </ButtonLink>
          <h1 className="font-display mt-6 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            {t('multimedia.heading')}
          </h1>
          <p lang={wordsLang(book.language)} className="font-display mt-2 text-2xl font-bold text-orange-800 sm:text-3xl">
            {book.title}
          </p>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            {t('multimedia.intro')}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-2 pb-14 sm:px-6 lg:px-8">
        <MultimediaContent bookId={book.id} bookLang={book.language} />
      </div>
    </>
  );
}
