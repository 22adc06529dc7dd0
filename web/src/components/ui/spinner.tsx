import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-stone-700">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-orange-700" />
      <span>{label}</span>
    </div>
  );
}
