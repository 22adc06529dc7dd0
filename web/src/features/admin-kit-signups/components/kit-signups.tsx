import { BackHeader } from '@/components/ui/back-header';
import { Button } from '@/components/ui/button';
import { ConsentRecord } from '@/components/ui/consent-record';
import { DetailList } from '@/components/ui/detail-list';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ExportCsvButton } from '@/components/ui/list/export-csv-button';
import { FilterPanel } from '@/components/ui/list/filter-panel';
import { FilterSelect } from '@/components/ui/list/filter-select';
import { LANGUAGE_OPTIONS, LanguageBadge, languageName } from '@/components/ui/list/reader-language';
import { RecordState } from '@/components/ui/record-state';
import { adminPaths } from '@/config/admin-paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatDateTime } from '@/lib/format-date';

import { kitSignUpsExportUrl, useKitSignUps } from '../api/get-kit-signups';
import { useKitTitle } from '../api/get-kit-title';
import type { KitSignUp } from '../types';

export const MSG_SIGNUPS_FAILED = 'Failed to load the sign-ups. Please try again.';
export const MSG_KIT_NOT_FOUND = 'Kindness kit not found';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Whether the links really went out: never "mailed" while the mail waits (no mail server yet)
// or failed.
function linksMailed(s: KitSignUp) {
  switch (s.mailStatus) {
    case 'pending':
      return 'Not yet: waiting to be sent';
    case 'failed':
      return 'Not sent: sending failed';
    case 'logged':
      return 'Not sent: no mail server was set up';
    default:
      return formatDateTime(s.mailedAt) || 'Not yet';
  }
}

// The filter the address keeps: ?lang=en|es.
const LIST_KEYS = ['lang'] as const;

function SignUpItem({ signUp: s }: { signUp: KitSignUp }) {
  return (
    <li className="flex flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-lg font-extrabold text-stone-900">
            <EmailAddress email={s.email} />
          </h2>
          {s.name ? <p className="break-words text-stone-700">{s.name}</p> : null}
        </div>
        <LanguageBadge lang={s.lang} />
      </div>
      <DetailList
        className="text-sm"
        details={[
          { term: 'Signed up', value: <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time> },
          { term: 'Links last mailed', value: linksMailed(s) },
          { term: 'Downloads used', value: String(s.downloads) },
        ]}
      />
      <ConsentRecord email={s.email} at={s.consentAt} page={s.consentPage} text={s.consentText} />
    </li>
  );
}

// Who signed up for one kindness kit (issue 11), newest first, with their consent, language
// and the downloads they used, narrowed to one language if the owner likes, and the same as a
// CSV file.
export function KitSignUps({ id }: { id: string }) {
  const { filters, set } = useListParams(LIST_KEYS);
  const lang = filters.lang;
  const signUps = useKitSignUps(id, lang);
  const title = useKitTitle(id).data;
  const back = { href: adminPaths.kindnessKits.getHref(), label: 'Back to Kindness Kits' };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BackHeader back={back} title="Kit Sign-ups">
          {title ? <p className="mt-1 break-words text-stone-700">{title}</p> : null}
        </BackHeader>
        {signUps.isSuccess && signUps.data.length > 0 ? (
          <ExportCsvButton url={kitSignUpsExportUrl(id, lang)} fallbackName="kit-sign-ups.csv" />
        ) : null}
      </div>
      {signUps.isSuccess ? (
        <FilterPanel>
          <FilterSelect id="kit-signups-lang" label="Language" value={lang} options={LANGUAGE_OPTIONS} onChange={(v) => set({ lang: v })} />
        </FilterPanel>
      ) : null}
      <RecordState
        query={signUps}
        loadingLabel="Loading sign-ups..."
        notFoundMessage={MSG_KIT_NOT_FOUND}
        loadFailedMessage={MSG_SIGNUPS_FAILED}
        back={back}
      >
        {(list) =>
          list.length === 0 && lang ? (
            <EmptyState
              title={`No sign-ups in ${languageName(lang)}`}
              action={
                <Button variant="secondary" onClick={() => set({ lang: '' })}>
                  Show every language
                </Button>
              }
            >
              Visitors who sign up on the site in another language are in the other list.
            </EmptyState>
          ) : list.length === 0 ? (
            <EmptyState title="No sign-ups yet">
              Visitors who sign up for this kit on its book&apos;s page will appear here.
            </EmptyState>
          ) : (
            <>
              <p className="text-stone-700">
                {plural(list.length, 'sign-up', 'sign-ups')}
                {lang ? ` in ${languageName(lang)}` : ''}, newest first
              </p>
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
