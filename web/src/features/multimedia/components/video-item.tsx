import { useId } from 'react';

import { t } from '@/lib/i18n';
import { videoSource } from '@/lib/media-url';
import type { Multimedia } from '@/types/api';

import { OpenMediaLink } from './open-media-link';
import { VideoEmbed } from './video-embed';
import { VideoPlayer } from './video-player';

function VideoPlayback({ item }: { item: Multimedia }) {
  const source = videoSource(item.url);
  switch (source.kind) {
    case 'embed':
      return <VideoEmbed embedUrl={source.embedUrl} title={item.title} thumbnail={item.thumbnail} />;
    case 'file':
      return <VideoPlayer src={source.url} title={item.title} poster={item.thumbnail} />;
    case 'link':
      return <OpenMediaLink url={source.url} label={t('multimedia.openVideo')} title={item.title} />;
  }
}

// One video: title, description and its player.
export function VideoItem({ item }: { item: Multimedia }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <VideoPlayback item={item} />
      <h3 id={headingId} className="font-display mt-4 text-xl font-extrabold text-stone-900">
        {item.title}
      </h3>
      {item.description ? <p className="mt-1 text-stone-700">{item.description}</p> : null}
    </article>
  );
}
