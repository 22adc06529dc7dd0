import { MailPlus, Send, X } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListRow } from '@/components/ui/list/list-row';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { formatDateTime } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { useCancelInvitation } from '../api/cancel-invitation';
import { useInvitePerson } from '../api/invite-person';
import type { Invitation } from '../types';
import { MSG_CANCEL_FAILED, MSG_INVITE_FAILED } from '../utils/invite-form';
import { ROLE_LABELS } from '../utils/roles';

import { PeopleSection } from './people-section';

// The invitations waiting for their link: the role each brings, when it was sent and until when
// it works, with Send again (a new link for the same role replaces the old) and Cancel
// invitation (asks first).
export function InvitationsSection({ invitations, mailConfigured }: { invitations: Invitation[]; mailConfigured: boolean }) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const again = useInvitePerson();
  const cancel = useConfirmAction({
    mutation: useCancelInvitation(),
    failureMessage: MSG_CANCEL_FAILED,
    onDone: (invitation) => toast.show(`The invitation to ${invitation.email} is cancelled; its link no longer works.`),
    headingRef,
  });
  const sendAgain = (invitation: Invitation) =>
    again.mutate(
      { email: invitation.email, role: invitation.role },
      {
        onSuccess: (result) => toast.show(result.message),
        onError: (error) => toast.show(userMessage(error, MSG_INVITE_FAILED), { tone: 'error' }),
      },
    );

  return (
    <PeopleSection id="people-invitations" title="Invitations waiting" headingRef={headingRef}>
      {invitations.length === 0 ? (
        <p className="text-stone-700">No invitations are waiting.</p>
      ) : (
        <ul className="space-y-4">
          {invitations.map((invitation) => (
            <ListRow
              key={invitation.id}
              media={
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-orange-800">
                  <MailPlus aria-hidden="true" className="size-6" />
                </span>
              }
              actions={
                <>
                  {mailConfigured ? (
                    <Button variant="ghost" disabled={again.isPending} onClick={() => sendAgain(invitation)}>
                      <Send aria-hidden="true" className="size-4" />
                      Send again <span className="sr-only">to {invitation.email}</span>
                    </Button>
                  ) : null}
                  <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => cancel.ask(invitation)}>
                    <X aria-hidden="true" className="size-4" />
                    Cancel invitation <span className="sr-only">to {invitation.email}</span>
                  </Button>
                </>
              }
            >
              <h3 className="text-lg font-extrabold break-all text-stone-900">{invitation.email}</h3>
              <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Role</dt>
                <dd>{ROLE_LABELS[invitation.role]}</dd>
                <dt className="font-semibold">Sent</dt>
                <dd>
                  <time dateTime={invitation.createdAt}>{formatDateTime(invitation.createdAt)}</time>
                  {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
                </dd>
                <dt className="font-semibold">Expires</dt>
                <dd>
                  <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
                </dd>
              </dl>
            </ListRow>
          ))}
        </ul>
      )}
      <ConfirmDialog {...cancel.dialog} title="Cancel this invitation?" confirmLabel="Cancel Invitation" cancelLabel="Keep It" busyLabel="Cancelling...">
        <p>
          Cancel the invitation to <strong className="break-all">{cancel.pending?.email}</strong>? Its link stops working; you can
          invite them again later.
        </p>
      </ConfirmDialog>
    </PeopleSection>
  );
}
