import { TriangleAlert } from 'lucide-react';

export const PLAYBACK_ERROR = 'Unable to play video/audio. Please check if the file exists and is in a supported format.';

// Spec §8 "Multimedia": what a player says when its file cannot be played.
export function PlaybackError() {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-2xl bg-rose-50 p-3 text-sm font-semibold text-rose-800 ring-1 ring-rose-200">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {PLAYBACK_ERROR}
    </p>
  );
}
