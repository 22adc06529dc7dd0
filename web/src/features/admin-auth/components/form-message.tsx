import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

// A form-wide message: an error is announced at once (role=alert), a success politely.
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={[
        'flex items-start gap-2 rounded-2xl border-2 px-4 py-3 text-sm font-semibold',
        error ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800',
      ].join(' ')}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
