import { UserRound, UserX } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListRow } from '@/components/ui/list/list-row';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { formatDateTime } from '@/lib/format-date';

import { useRemovePerson } from '../api/remove-person';
import type { Person } from '../types';
import { MSG_REMOVE_FAILED } from '../utils/invite-form';

import { PeopleSection } from './people-section';

function PersonRow({ person, removable, onRemove }: { person: Person; removable: boolean; onRemove: (person: Person) => void }) {
  return (
    <ListRow
      media={
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-orange-800">
          <UserRound aria-hidden="true" className="size-6" />
        </span>
      }
      actions={
        removable ? (
          <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onRemove(person)}>
            <UserX aria-hidden="true" className="size-4" />
            {person.you ? 'Remove my account' : <>Remove <span className="sr-only">{person.email}</span></>}
          </Button>
        ) : null
      }
    >
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-extrabold break-all text-stone-900">
        {person.email}
        {person.you ? <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900">You</span> : null}
      </h3>
      <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Added</dt>
        <dd>
          <time dateTime={person.createdAt}>{formatDateTime(person.createdAt)}</time>
        </dd>
        <dt className="font-semibold">Last signed in</dt>
        <dd>
          {person.lastSignInAt ? <time dateTime={person.lastSignInAt}>{formatDateTime(person.lastSignInAt)}</time> : 'Not known'}
        </dd>
      </dl>
    </ListRow>
  );
}

// The accounts: each with Remove, which asks first naming the address. The last account has
// none (the server refuses it too); removing her own signs her out.
export function AccountsSection({ people }: { people: Person[] }) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const remove = useConfirmAction({
    mutation: useRemovePerson(),
    failureMessage: MSG_REMOVE_FAILED,
    onDone: (person) => toast.show(`${person.email} can no longer sign in, and is signed out everywhere.`),
    headingRef,
  });
  const pending = remove.pending;
  const removable = people.length > 1;

  return (
    <PeopleSection id="people-accounts" title="Accounts" headingRef={headingRef}>
      <ul className="space-y-4">
        {people.map((person) => (
          <PersonRow key={person.id} person={person} removable={removable} onRemove={remove.ask} />
        ))}
      </ul>
      {removable ? null : (
        <p className="text-stone-700">This is the only account, so it cannot be removed. Invite someone to share the work.</p>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={pending?.you ? 'Remove your own account?' : 'Remove this account?'}
        confirmLabel={pending?.you ? 'Remove My Account' : 'Remove Account'}
        busyLabel="Removing..."
      >
        {pending?.you ? (
          <p>
            Remove your account, <strong className="break-all">{pending.email}</strong>? You are signed out at once, everywhere,
            and can no longer sign in with it. Someone else would have to invite you again.
          </p>
        ) : (
          <p>
            Remove <strong className="break-all">{pending?.email}</strong>? They are signed out at once, on every device, and can
            no longer sign in. You can invite them again later.
          </p>
        )}
      </ConfirmDialog>
    </PeopleSection>
  );
}
