import { formatDateTime } from '@/lib/format-date';

import { DetailList } from './detail-list';

// What someone agreed to, word for word, when and where: the proof of their consent.
export function ConsentRecord({ email, at, page, text }: { email: string; at: string | null; page: string; text: string }) {
  return (
    <details className="rounded-2xl bg-amber-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-bold text-stone-900">
        Consent record <span className="sr-only">of {email}</span>
      </summary>
      <DetailList
        className="mt-2"
        details={[
          { term: 'Agreed', value: formatDateTime(at) || 'Not recorded' },
          { term: 'On page', value: <span className="break-all">{page || 'Not recorded'}</span> },
          { term: 'Words agreed to', value: text ? <q>{text}</q> : 'Not recorded' },
        ]}
      />
    </details>
  );
}
