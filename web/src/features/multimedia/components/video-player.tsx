import { Maximize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useRef, useState } from 'react';

import { t } from '@/lib/i18n';

import { PlaybackError } from './playback-error';

const controlClasses =
  'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-bold text-stone-800 transition-colors hover:bg-amber-100';

// A video file played natively, with our own play/pause, mute and fullscreen
// buttons (spec §2). The poster is the item's thumbnail.
export function VideoPlayer({ src, title, poster }: { src: string; title: string; poster?: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);

  function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      const started = video.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true);
      });
    } else {
      video.pause();
    }
  }

  function toggleMute() {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }

  function fullscreen() {
    const video = videoRef.current;
    if (video?.requestFullscreen) void video.requestFullscreen().catch(() => undefined);
  }

  const playLabel = playing ? t('multimedia.pause') : t('multimedia.play');
  const muteLabel = muted ? t('multimedia.unmute') : t('multimedia.mute');
  const fullscreenLabel = t('multimedia.fullscreen');

  return (
    <div role="group" aria-label={t('multimedia.videoPlayer', { title })}>
      <div className="aspect-video overflow-hidden rounded-2xl bg-stone-900">
        {/* The owner's videos come without caption files (spec §2 has none to upload): an empty
            <track> would only silence this rule. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          src={src}
          poster={poster || undefined}
          preload="metadata"
          playsInline
          aria-label={title}
          onClick={togglePlay}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onVolumeChange={() => setMuted(videoRef.current?.muted ?? false)}
          onError={() => setFailed(true)}
          className="size-full object-contain"
        />
      </div>
      {failed ? (
        <div className="mt-3">
          <PlaybackError />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-1">
          <button type="button" aria-label={playLabel} title={playLabel} onClick={togglePlay} className={controlClasses}>
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
            <span aria-hidden="true">{playLabel}</span>
          </button>
          <button type="button" aria-label={muteLabel} title={muteLabel} onClick={toggleMute} className={controlClasses}>
            {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
            <span aria-hidden="true">{muteLabel}</span>
          </button>
          <button type="button" aria-label={fullscreenLabel} title={fullscreenLabel} onClick={fullscreen} className={`${controlClasses} ml-auto`}>
            <Maximize aria-hidden="true" className="size-5" />
            <span aria-hidden="true">{fullscreenLabel}</span>
          </button>
        </div>
      )}
    </div>
  );
}
