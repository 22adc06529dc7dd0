import { useId } from 'react';

import { t } from '@/lib/i18n';
import { audioSource } from '@/lib/media-url';
import type { Multimedia } from '@/types/api';

import { AudioPlayer } from './audio-player';
import { EmbedFrame } from './embed-frame';
import { LyricsPanel } from './lyrics-panel';
import { MediaThumbnail } from './media-thumbnail';
import { OpenMediaLink } from './open-media-link';

function AudioPlayback({ item }: { item: Multimedia }) {
  const source = audioSource(item.url);
  switch (source.kind) {
    case 'embed':
      return <EmbedFrame src={source.embedUrl} title={t('multimedia.audioFrameTitle', { title: item.title })} height={source.height} />;
    case 'file':
      return <AudioPlayer src={source.url} title={item.title} />;
    case 'link':
      return <OpenMediaLink url={source.url} label={t('multimedia.openAudio')} title={item.title} />;
  }
}

// One song: thumbnail, title, description, its player and its lyrics.
export function AudioItem({ item }: { item: Multimedia }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:gap-x-6 sm:p-6"
    >
      <div className="sm:row-span-2">
        <MediaThumbnail src={item.thumbnail} />
      </div>
      <div className="min-w-0">
        <h3 id={headingId} className="font-display text-xl font-extrabold text-stone-900 sm:text-2xl">
          {item.title}
        </h3>
        {item.description ? <p className="mt-1 text-stone-700">{item.description}</p> : null}
      </div>
      {/* Full width under the picture on phones, beside it from sm up. */}
      <div className="col-span-2 flex min-w-0 flex-col gap-3 sm:col-span-1 sm:col-start-2">
        <AudioPlayback item={item} />
        {item.lyrics.trim() ? <LyricsPanel lyrics={item.lyrics} /> : null}
      </div>
    </article>
  );
}
