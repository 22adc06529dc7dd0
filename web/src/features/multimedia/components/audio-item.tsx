import { useId } from 'react';

import { t, type Lang } from '@/lib/i18n';
import { audioSource } from '@/lib/media-url';
import { bookText } from '@/lib/owner-text';
import type { Multimedia } from '@/types/api';

import { AudioPlayer } from './audio-player';
import { EmbedFrame } from './embed-frame';
import { LyricsPanel } from './lyrics-panel';
import { MediaThumbnail } from './media-thumbnail';
import { OpenMediaLink } from './open-media-link';

function AudioPlayback({ item, title }: { item: Multimedia; title: string }) {
  const source = audioSource(item.url);
  switch (source.kind) {
    case 'embed':
      return <EmbedFrame src={source.embedUrl} title={t('multimedia.audioFrameTitle', { title })} height={source.height} />;
    case 'file':
      return <AudioPlayer src={source.url} title={title} />;
    case 'link':
      return <OpenMediaLink url={source.url} label={t('multimedia.openAudio')} title={title} />;
  }
}

// One song: thumbnail, title, description, its player and its lyrics, in the page's language
// where the owner wrote it. bookLang is its book's language, which its words are written in.
export function AudioItem({ item, bookLang }: { item: Multimedia; bookLang: Lang }) {
  const headingId = useId();
  const title = bookText(item.title, item.titleEs, bookLang);
  const description = bookText(item.description, item.descriptionEs, bookLang);
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:gap-x-6 sm:p-6"
    >
      <div className="sm:row-span-2">
        <MediaThumbnail src={item.thumbnail} />
      </div>
      <div className="min-w-0">
        <h3 id={headingId} lang={title.lang} className="font-display text-xl font-extrabold text-stone-900 sm:text-2xl">
          {title.text}
        </h3>
        {description.text ? (
          <p lang={description.lang} className="mt-1 text-stone-700">
            {description.text}
          </p>
        ) : null}
      </div>
      {/* Full width under the picture on phones, beside it from sm up. */}
      <div className="col-span-2 flex min-w-0 flex-col gap-3 sm:col-span-1 sm:col-start-2">
        <AudioPlayback item={item} title={title.text} />
        {item.lyrics.trim() ? <LyricsPanel lyrics={item.lyrics} lang={bookLang} /> : null}
      </div>
    </article>
  );
}
