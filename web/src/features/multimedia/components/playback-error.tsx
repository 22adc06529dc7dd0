import { TriangleAlert } from 'lucide-react';

import { t } from '@/lib/i18n';

// Spec §8 "Multimedia": what a player says when its file cannot be played.
export function PlaybackError() {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-2xl bg-rose-50 p-3 text-sm font-semibold text-rose-800 ring-1 ring-rose-200">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('multimedia.playbackError')}
    </p>
  );
}
