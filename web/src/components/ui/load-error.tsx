import { RefreshCw } from 'lucide-react';

import { t } from '@/lib/i18n';

import { Button } from './button';

type LoadErrorProps = {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  // A heading above the message, where the spec names the block ('Error loading multimedia').
  title?: string;
  retryLabel?: string;
};

// A screen's data failed to load: the message, and a way to ask again (off while it asks).
export function LoadError({ message, onRetry, retrying, title, retryLabel = t('common.tryAgain') }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
      {title ? <h2 className="font-display text-xl font-bold text-red-900">{title}</h2> : null}
      <p className="font-semibold text-red-800">{message}</p>
      <Button className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </Button>
    </div>
  );
}
