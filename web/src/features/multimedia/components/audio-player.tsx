import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';

import { t } from '@/lib/i18n';

import { formatTime, spokenTime } from '../utils/format-time';

import { PlaybackError } from './playback-error';

// Spec §9: "Audio skip: 10 seconds".
export const AUDIO_SKIP_SECONDS = 10;

function IconButton({
  label,
  onClick,
  children,
  primary = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors ' +
        (primary
          ? 'size-12 bg-orange-700 text-white shadow-sm hover:bg-orange-800'
          : 'size-10 text-stone-800 hover:bg-amber-100')
      }
    >
      {children}
    </button>
  );
}

// Our own accessible player for song files (spec §2: play/pause, mute, seek by
// click, skip back or forward 10 seconds). Built on a native <audio> without
// its own controls; the element's events keep the buttons in step, so another
// player pausing this one (only one plays at a time) shows here too.
export function AudioPlayer({ src, title }: { src: string; title: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);

  const knownDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;

  function togglePlay() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      const started = audio.play() as Promise<void> | undefined;
      // A refused start (say, an autoplay rule) leaves the button on 'Play';
      // a file that cannot be played reports through the error event.
      started?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true);
      });
    } else {
      audio.pause();
    }
  }

  function seekTo(seconds: number) {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Infinity;
    const next = Math.min(Math.max(seconds, 0), end);
    audio.currentTime = next;
    setCurrentTime(next);
  }

  function skip(delta: number) {
    const audio = audioRef.current;
    if (audio) seekTo(audio.currentTime + delta);
  }

  function toggleMute() {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = !audio.muted;
    setMuted(audio.muted);
  }

  const syncDuration = () => setDuration(audioRef.current?.duration ?? 0);

  return (
    <div role="group" aria-label={t('multimedia.audioPlayer', { title })} className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200">
      {/* No caption file exists for a song; its words are the lyrics shown beside the player. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={() => setCurrentTime(audioRef.current?.currentTime ?? 0)}
        onLoadedMetadata={syncDuration}
        onDurationChange={syncDuration}
        onVolumeChange={() => setMuted(audioRef.current?.muted ?? false)}
        onError={() => setFailed(true)}
      />
      {failed ? (
        <PlaybackError />
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <div className="flex items-center gap-1">
            <IconButton label={t('multimedia.skipBack', { seconds: AUDIO_SKIP_SECONDS })} onClick={() => skip(-AUDIO_SKIP_SECONDS)}>
              <RotateCcw aria-hidden="true" className="size-5" />
            </IconButton>
            <IconButton label={playing ? t('multimedia.pause') : t('multimedia.play')} onClick={togglePlay} primary>
              {playing ? (
                <Pause aria-hidden="true" className="size-6" fill="currentColor" />
              ) : (
                <Play aria-hidden="true" className="ml-0.5 size-6" fill="currentColor" />
              )}
            </IconButton>
            <IconButton label={t('multimedia.skipForward', { seconds: AUDIO_SKIP_SECONDS })} onClick={() => skip(AUDIO_SKIP_SECONDS)}>
              <RotateCw aria-hidden="true" className="size-5" />
            </IconButton>
          </div>
          <div className="flex min-w-0 flex-1 basis-56 items-center gap-2">
            <input
              type="range"
              aria-label={t('multimedia.seek')}
              min={0}
              max={knownDuration}
              step={1}
              value={Math.min(currentTime, knownDuration)}
              disabled={knownDuration === 0}
              aria-valuetext={t('multimedia.position', { current: spokenTime(currentTime), total: spokenTime(knownDuration) })}
              onChange={(event) => seekTo(Number(event.target.value))}
              className="h-2 min-w-0 flex-1 cursor-pointer accent-orange-700 disabled:cursor-default"
            />
            <span className="shrink-0 text-sm font-semibold text-stone-700 tabular-nums">
              {formatTime(currentTime)} / {formatTime(knownDuration)}
            </span>
            <IconButton label={muted ? t('multimedia.unmute') : t('multimedia.mute')} onClick={toggleMute}>
              {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
            </IconButton>
          </div>
        </div>
      )}
    </div>
  );
}
