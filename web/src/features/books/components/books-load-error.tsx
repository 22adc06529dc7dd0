import { TriangleAlert } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

// The books list failed to load (spec §8): the screen's heading, the message and a retry.
export function BooksLoadError({
  heading,
  level,
  onRetry,
  retrying,
}: {
  heading: string;
  level: 'h2' | 'h3';
  onRetry: () => void;
  retrying: boolean;
}) {
  const Heading = level;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-3xl border-2 border-red-200 bg-white p-8 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <Heading className="mt-3 text-xl font-extrabold text-stone-900">{heading}</Heading>
      <p className="mt-2 text-stone-700">{t('books.loadFailed')}</p>
      <Button className="mt-5" onClick={onRetry} disabled={retrying}>
        {t('books.tryAgain')}
      </Button>
    </div>
  );
}
