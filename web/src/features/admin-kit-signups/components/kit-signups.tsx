import { BackHeader } from '@/components/ui/back-header';
import { ConsentRecord } from '@/components/ui/consent-record';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ExportCsvButton } from '@/components/ui/list/export-csv-button';
import { RecordState } from '@/components/ui/record-state';
import { adminApiPaths, adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';

import { useKitSignUps } from '../api/get-kit-signups';
import { useKitTitle } from '../api/get-kit-title';
import type { KitSignUp } from '../types';

export const MSG_SIGNUPS_FAILED = 'Failed to load the sign-ups. Please try again.';
export const MSG_KIT_NOT_FOUND = 'Kindness kit not found';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function SignUpItem({ signUp: s }: { signUp: KitSignUp }) {
  return (
    <li className="flex flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="min-w-0">
        <h2 className="break-all text-lg font-extrabold text-stone-900">{s.email}</h2>
        {s.name ? <p className="break-words text-stone-700">{s.name}</p> : null}
      </div>
      <DetailList
        className="text-sm"
        details={[
          { term: 'Signed up', value: <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time> },
          { term: 'Links last mailed', value: formatDateTime(s.mailedAt) || 'Not yet' },
          { term: 'Downloads used', value: String(s.downloads) },
        ]}
      />
      <ConsentRecord email={s.email} at={s.consentAt} page={s.consentPage} text={s.consentText} />
    </li>
  );
}

// Who signed up for one kindness kit (issue 11), newest first, with their consent and the
// downloads they used, and the same as a CSV file.
export function KitSignUps({ id }: { id: string }) {
  const signUps = useKitSignUps(id);
  const title = useKitTitle(id).data;
  const back = { href: adminPaths.kindnessKits.getHref(), label: 'Back to Kindness Kits' };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BackHeader back={back} title="Kit Sign-ups">
          {title ? <p className="mt-1 break-words text-stone-700">{title}</p> : null}
        </BackHeader>
        {signUps.isSuccess && signUps.data.length > 0 ? (
          <ExportCsvButton url={adminApiPaths.kitSignUpsExport(id)} fallbackName="kit-sign-ups.csv" />
        ) : null}
      </div>
      <RecordState
        query={signUps}
        loadingLabel="Loading sign-ups..."
        notFoundMessage={MSG_KIT_NOT_FOUND}
        loadFailedMessage={MSG_SIGNUPS_FAILED}
        back={back}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No sign-ups yet">
              Visitors who sign up for this kit on its book&apos;s page will appear here.
            </EmptyState>
          ) : (
            <>
              <p className="text-stone-700">{plural(list.length, 'sign-up', 'sign-ups')}, newest first</p>
              <ul aria-label="Sign-ups" className="space-y-4">
                {list.map((s) => (
                  <SignUpItem key={s.id} signUp={s} />
                ))}
              </ul>
            </>
          )
        }
      </RecordState>
    </div>
  );
}
