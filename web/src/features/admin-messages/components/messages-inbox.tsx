import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';

import { EmptyState } from '@/components/ui/list/empty-state';
import { FilteredList } from '@/components/ui/list/filtered-list';
import { ListHeader } from '@/components/ui/list/list-header';
import { pageAfterDelete } from '@/components/ui/list/page-window';
import { LANGUAGE_OPTIONS } from '@/components/ui/list/reader-language';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useListParams, usePageInRange } from '@/hooks/use-list-params';

import { useDeleteMessage } from '../api/delete-message';
import { PAGE_SIZE, useMessages } from '../api/get-messages';
import { MSG_DELETE_FAILED, MSG_MESSAGES_FAILED, SUBJECTS } from '../utils/messages';

import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageItem } from './message-item';
import { useMark } from './use-mark';

// The filters the address keeps: ?subject=…&state=read|unread&lang=…&q=….
const LIST_KEYS = ['subject', 'state', 'lang', 'q'] as const;

const SUBJECT_OPTIONS = [{ value: '', label: 'All subjects' }, ...SUBJECTS.map((s) => ({ value: s, label: s }))];
const STATE_OPTIONS = [
  { value: '', label: 'Read and unread' },
  { value: 'unread', label: 'Unread only' },
  { value: 'read', label: 'Read only' },
];

const counted = (n: number) => (n === 1 ? '1 message' : `${n} messages`);

// The owner's inbox (issue 11): every contact message, newest first, twenty a page, filtered
// by subject and read state and searched; each opens to be read and answered, and can be
// marked read or unread, or deleted after confirming.
export function MessagesInbox() {
  const params = useListParams(LIST_KEYS);
  const { page, filters, set } = params;
  const query = useMemo(() => ({ page, ...filters }), [page, filters]);
  const list = useMessages(query);
  const mark = useMark();
  const toast = useToast();
  const location = useLocation();
  const onPage = list.data?.messages.length ?? 0;
  const deletion = useConfirmAction({
    mutation: useDeleteMessage(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (m) => {
      toast.show(`The message from ${m.name} has been deleted.`);
      const next = pageAfterDelete(page, onPage);
      if (next !== page) set({ page: next });
    },
  });
  usePageInRange(list, page, (last) => set({ page: last }, true));

  // Back from a message that was deleted there: the list starts again at its heading.
  const arrivedAfterDelete = (location.state as { deleted?: boolean } | null)?.deleted === true;
  useEffect(() => {
    if (arrivedAfterDelete) deletion.headingRef.current?.focus();
  }, [arrivedAfterDelete, deletion.headingRef]);

  const unread = list.data?.unread ?? 0;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Messages"
        headingRef={deletion.headingRef}
        intro={
          list.isSuccess
            ? `What readers sent through the contact form. ${unread === 1 ? '1 message is' : `${unread} messages are`} unread.`
            : 'What readers sent through the contact form.'
        }
      />

      <FilteredList
        params={params}
        selects={[
          { key: 'subject', id: 'messages-subject', label: 'Subject', options: SUBJECT_OPTIONS },
          { key: 'state', id: 'messages-state', label: 'Show', options: STATE_OPTIONS },
          { key: 'lang', id: 'messages-lang', label: 'Language', options: LANGUAGE_OPTIONS },
        ]}
        search={{ key: 'q', id: 'messages-search', label: 'Search messages', placeholder: 'Name, email or words' }}
        noMatch={{ title: 'No messages match', hint: 'Try another subject, language or other words.' }}
        empty={<EmptyState title="No messages yet">What readers send through the contact form will appear here.</EmptyState>}
        query={list}
        label="Messages"
        pageSize={PAGE_SIZE}
        counted={counted}
        itemsOn={(found) => found.messages.length}
        loadingLabel="Loading messages..."
        loadFailedMessage={MSG_MESSAGES_FAILED}
      >
        {(found) =>
          found.messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              from={location.search}
              busy={mark.pendingId === m.id}
              onMark={mark.run}
              onDelete={deletion.ask}
            />
          ))
        }
      </FilteredList>

      <DeleteMessageDialog dialog={deletion.dialog} message={deletion.pending} />
    </div>
  );
}
