import { useMemo, useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ExportCsvButton } from '@/components/ui/list/export-csv-button';
import { FilteredList } from '@/components/ui/list/filtered-list';
import { ListHeader } from '@/components/ui/list/list-header';
import { LANGUAGE_OPTIONS } from '@/components/ui/list/reader-language';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useListParams, usePageInRange } from '@/hooks/use-list-params';

import { useForgetPerson } from '../api/forget-person';
import { PAGE_SIZE, subscribersExportUrl, useSubscribers } from '../api/get-subscribers';
import { useUnsubscribe } from '../api/unsubscribe';
import type { Removed } from '../types';
import { MSG_FORGET_FAILED, MSG_SUBSCRIBERS_FAILED, MSG_UNSUBSCRIBE_FAILED } from '../utils/subscribers';

import { ForgetPersonForm } from './forget-person-form';
import { ForgetReport } from './forget-report';
import { SubscriberItem } from './subscriber-item';

// The filters the address keeps: ?status=…&source=…&lang=…&q=….
const LIST_KEYS = ['status', 'source', 'lang', 'q'] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'pending', label: 'Waiting for confirmation' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'bounced', label: 'Bounced (a mail server refused the address)' },
];
const SOURCE_OPTIONS = [
  { value: '', label: 'All sign-up forms' },
  { value: 'newsletter', label: 'Newsletter form' },
  { value: 'kit', label: 'Kindness kit forms' },
  { value: 'imported', label: 'Imported from your old site' },
];

const counted = (n: number) => (n === 1 ? '1 subscriber' : `${n} subscribers`);

// The built-in email list (issue 11, DESIGN.md difference 10): everyone who signed up, with
// their consent record and sync state, filtered, searched and paged; exported as CSV as
// filtered. The owner can unsubscribe someone, or delete a person everywhere on request.
export function SubscribersList() {
  const params = useListParams(LIST_KEYS);
  const { page, filters, set } = params;
  const query = useMemo(() => ({ page, ...filters }), [page, filters]);
  const list = useSubscribers(query);
  const toast = useToast();
  const [report, setReport] = useState<{ email: string; removed: Removed } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  const unsubscribing = useConfirmAction({
    mutation: useUnsubscribe(),
    failureMessage: MSG_UNSUBSCRIBE_FAILED,
    onDone: (s) => toast.show(`${s.email} has been unsubscribed.`),
  });
  const forgetting = useConfirmAction({
    mutation: useForgetPerson(),
    failureMessage: MSG_FORGET_FAILED,
    headingRef: reportHeading,
    onDone: ({ email }, removed) => {
      setReport({ email, removed });
      setFormKey((k) => k + 1);
      toast.show(`${email} has been deleted.`);
    },
  });
  usePageInRange(list, page, (last) => set({ page: last }, true));

  const closeReport = () => {
    setReport(null);
    unsubscribing.headingRef.current?.focus();
  };

  return (
    <div className="space-y-6">
      <ListHeader
        title="Subscribers"
        headingRef={unsubscribing.headingRef}
        intro="Everyone who joined the email list, with what they agreed to. The export saves the list as filtered below."
        action={<ExportCsvButton url={subscribersExportUrl(filters)} fallbackName="subscribers.csv" />}
      />

      {report ? <ForgetReport {...report} headingRef={reportHeading} onClose={closeReport} /> : null}

      <FilteredList
        params={params}
        selects={[
          { key: 'status', id: 'subscribers-status', label: 'Status', options: STATUS_OPTIONS },
          { key: 'source', id: 'subscribers-source', label: 'Signed up through', options: SOURCE_OPTIONS },
          { key: 'lang', id: 'subscribers-lang', label: 'Language', options: LANGUAGE_OPTIONS },
        ]}
        search={{ key: 'q', id: 'subscribers-search', label: 'Search subscribers', placeholder: 'Email or name' }}
        noMatch={{ title: 'No subscribers match', hint: 'Try another status, form, language or other words.' }}
        empty={
          <EmptyState title="No subscribers yet">
            People who sign up through the newsletter form or a kindness kit will appear here.
          </EmptyState>
        }
        query={list}
        label="Subscribers"
        pageSize={PAGE_SIZE}
        counted={counted}
        itemsOn={(found) => found.subscribers.length}
        loadingLabel="Loading subscribers..."
        loadFailedMessage={MSG_SUBSCRIBERS_FAILED}
      >
        {(found) =>
          found.subscribers.map((s) => (
            <SubscriberItem key={s.id} subscriber={s} onUnsubscribe={unsubscribing.ask} onForget={forgetting.ask} />
          ))
        }
      </FilteredList>

      <ForgetPersonForm key={formKey} onAsk={(email) => forgetting.ask({ email })} />

      <ConfirmDialog {...unsubscribing.dialog} title="Unsubscribe this person?" confirmLabel="Unsubscribe" busyLabel="Unsubscribing...">
        <p>
          Take <strong><EmailAddress email={unsubscribing.pending?.email ?? ''} /></strong> off the email list? They get no more
          newsletters, and the email-list service is told. Only they can join again, from a link mailed to them.
        </p>
      </ConfirmDialog>

      <ConfirmDialog {...forgetting.dialog} title="Delete this person?" confirmLabel="Delete Person" busyLabel="Deleting...">
        <p>
          Delete everything Storyshelf holds about <strong><EmailAddress email={forgetting.pending?.email ?? ''} /></strong>: their
          place on the email list with its consent record, their kit sign-ups and download links, their contact messages and
          the mail to or from them. Erasing them at the email-list service is queued too.
        </p>
        <p className="mt-2 font-bold">This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
