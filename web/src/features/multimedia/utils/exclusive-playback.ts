import { useEffect } from 'react';

// Only one video or song plays at a time: when a media element starts, every
// other <audio>/<video> in the document is paused. ('play' does not bubble, so
// the listener captures.) Embedded players live in cross-origin frames and
// cannot be paused from here.
export function pauseOtherMedia(playing: HTMLMediaElement, doc: Document = document) {
  doc.querySelectorAll<HTMLMediaElement>('audio, video').forEach((el) => {
    if (el !== playing && !el.paused) el.pause();
  });
}

export function useExclusivePlayback() {
  useEffect(() => {
    const onPlay = (event: Event) => {
      if (event.target instanceof HTMLMediaElement) pauseOtherMedia(event.target);
    };
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);
}

// Pauses every media element inside a container (a tab panel being hidden).
export function pauseMediaIn(container: HTMLElement | null) {
  container?.querySelectorAll<HTMLMediaElement>('audio, video').forEach((el) => {
    if (!el.paused) el.pause();
  });
}
