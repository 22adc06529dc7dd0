import { X } from 'lucide-react';

import type { UploadProgress as Progress } from '@/hooks/use-upload';

// A running upload: the file's name, a progress bar with its percentage, and a way to stop.
export function UploadProgress({ progress, onCancel }: { progress: NonNullable<Progress>; onCancel: () => void }) {
  const { fileName, percent } = progress;
  return (
    <div className="mt-2 rounded-2xl border-2 border-amber-200 bg-amber-50 p-3">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold text-stone-800">
        <span className="min-w-0 break-all">Uploading {fileName}...</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-white ring-1 ring-amber-300"
      >
        <div className="h-full rounded-full bg-orange-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <button
        type="button"
        onClick={onCancel}
        className="mt-2 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-bold text-stone-800 hover:bg-amber-100"
      >
        <X aria-hidden="true" className="size-4" />
        Cancel upload
      </button>
    </div>
  );
}
