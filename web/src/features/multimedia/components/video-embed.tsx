import { Clapperboard, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { t } from '@/lib/i18n';

import { EmbedFrame } from './embed-frame';

// The address of a player that starts at once: it is loaded when the visitor asks for it.
function autoplaying(embedUrl: string) {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

// A YouTube or Vimeo video: its thumbnail (the video's own picture, or the owner's) with a
// Play button, and the host's player in its place once the visitor presses it, playing, with
// the keyboard's focus. Until then nothing is asked of the host, so the page loads fast and
// tells the host nothing. Without a thumbnail, or when it cannot be loaded, a plain
// placeholder holds its place.
export function VideoEmbed({ embedUrl, title, thumbnail }: { embedUrl: string; title: string; thumbnail: string }) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) return <EmbedFrame ref={frame} src={autoplaying(embedUrl)} title={title} autoplay />;

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-900">
      {thumbnail && !failed ? (
        <img
          src={thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-contain"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-amber-200 via-orange-100 to-teal-100">
          <Clapperboard className="size-12 text-orange-700/60" />
        </div>
      )}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={t('multimedia.playVideo', { title })}
        className="group absolute inset-0 flex items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-orange-600"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-orange-700 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-110">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
        </span>
      </button>
    </div>
  );
}
