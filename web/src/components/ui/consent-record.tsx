import { formatDateTime } from '@/lib/format-date';

import { DetailList } from './detail-list';

type ConsentRecordProps = { email: string; at: string | null; page: string; text: string; imported?: boolean };

// What someone agreed to, word for word, when and where: the proof of their consent. An address
// imported from the old site has none, and the owner is told so plainly.
export function ConsentRecord({ email, at, page, text, imported = false }: ConsentRecordProps) {
  if (imported) {
    return (
      <p className="rounded-2xl bg-stone-100 px-3 py-2 text-sm text-stone-800">
        <span className="font-bold text-stone-900">No consent record.</span> This address came from your old site,
        which kept no record of when or how its owner agreed to hear from you.
      </p>
    );
  }
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
