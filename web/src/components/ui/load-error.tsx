import { RefreshCw } from 'lucide-react';

import { Button } from './button';

// A screen's data failed to load: the message, and a way to ask again (off while it asks).
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      <Button className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}
