import { useId } from 'react';

import { t, type Lang } from '@/lib/i18n';
import { videoSource } from '@/lib/media-url';
import { bookText } from '@/lib/owner-text';
import type { Multimedia } from '@/types/api';

import { OpenMediaLink } from './open-media-link';
import { VideoEmbed } from './video-embed';
import { VideoPlayer } from './video-player';

function VideoPlayback({ item, title }: { item: Multimedia; title: string }) {
  const source = videoSource(item.url);
  switch (source.kind) {
    case 'embed':
      return <VideoEmbed embedUrl={source.embedUrl} title={title} thumbnail={item.thumbnail} />;
    case 'file':
      return <VideoPlayer src={source.url} title={title} poster={item.thumbnail} />;
    case 'link':
      return <OpenMediaLink url={source.url} label={t('multimedia.openVideo')} title={title} />;
  }
}

// One video: title, description and its player, in the page's language where the owner wrote it.
// bookLang is its book's language, which its words are written in.
export function VideoItem({ item, bookLang }: { item: Multimedia; bookLang: Lang }) {
  const headingId = useId();
  const title = bookText(item.title, item.titleEs, bookLang);
  const description = bookText(item.description, item.descriptionEs, bookLang);
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <VideoPlayback item={item} title={title.text} />
      <h3 id={headingId} lang={title.lang} className="font-display mt-4 text-xl font-extrabold text-stone-900">
        {title.text}
      </h3>
      {description.text ? (
        <p lang={description.lang} className="mt-1 text-stone-700">
          {description.text}
        </p>
      ) : null}
    </article>
  );
}
