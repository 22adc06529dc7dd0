import { ShieldCheck, ShieldOff, UserRound, UserX } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListRow } from '@/components/ui/list/list-row';
import { useToast } from '@/components/ui/toast';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { formatDateTime } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { useMakeEditor } from '../api/change-role';
import { useRemovePerson } from '../api/remove-person';
import type { Person } from '../types';
import { MSG_REMOVE_FAILED } from '../utils/invite-form';
import { MSG_ROLE_FAILED, ROLE_LABELS } from '../utils/roles';

import { MakeOwnerDialog } from './make-owner-dialog';
import { PeopleSection } from './people-section';

type PersonRowProps = {
  person: Person;
  removable: boolean;
  // Whether her role can be changed from here: never her own, never the only owner's.
  changeable: boolean;
  onRemove: (person: Person) => void;
  onMakeOwner: (person: Person) => void;
  onMakeEditor: (person: Person) => void;
};

function PersonRow({ person, removable, changeable, onRemove, onMakeOwner, onMakeEditor }: PersonRowProps) {
  return (
    <ListRow
      media={
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-orange-800">
          <UserRound aria-hidden="true" className="size-6" />
        </span>
      }
      actions={
        <>
          {changeable && person.role === 'editor' ? (
            <Button variant="ghost" onClick={() => onMakeOwner(person)}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Make owner <span className="sr-only">{person.email}</span>
            </Button>
          ) : null}
          {changeable && person.role === 'owner' ? (
            <Button variant="ghost" onClick={() => onMakeEditor(person)}>
              <ShieldOff aria-hidden="true" className="size-4" />
              Make editor <span className="sr-only">{person.email}</span>
            </Button>
          ) : null}
          {removable ? (
            <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onRemove(person)}>
              <UserX aria-hidden="true" className="size-4" />
              {person.you ? 'Remove my account' : <>Remove <span className="sr-only">{person.email}</span></>}
            </Button>
          ) : null}
        </>
      }
    >
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-extrabold break-all text-stone-900">
        {person.email}
        {person.you ? <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900">You</span> : null}
      </h3>
      <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Role</dt>
        <dd>{ROLE_LABELS[person.role]}</dd>
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

// Why an account has no Remove: it is the only one, or the site's only owner (the server refuses
// both too, since the site needs at least one owner).
function NotRemovableNote({ people, onlyOwner }: { people: Person[]; onlyOwner: Person | undefined }) {
  if (people.length === 1) {
    return <p className="text-stone-700">This is the only account, so it cannot be removed. Invite someone to share the work.</p>;
  }
  if (!onlyOwner) return null;
  return (
    <p className="text-stone-700">
      {onlyOwner.you ? 'You are' : <><span className="break-all">{onlyOwner.email}</span> is</>} the site&apos;s only owner, so
      that account cannot be removed. To remove it, make someone else an owner first.
    </p>
  );
}

// The accounts, each with its role. Every other person can be made an owner (after her own
// password) or an editor (after asking), and removed (after asking, naming the address). The
// last account and the only owner have no Remove; removing her own signs her out.
export function AccountsSection({ people }: { people: Person[] }) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removal = useRemovePerson();
  const remove = useConfirmAction({
    mutation: removal,
    failureMessage: MSG_REMOVE_FAILED,
    onDone: (person) => toast.show(`${person.email} can no longer sign in, and is signed out everywhere.`),
    headingRef,
  });
  const makeEditor = useConfirmAction({
    mutation: useMakeEditor(),
    failureMessage: MSG_ROLE_FAILED,
    onDone: (_person, { message }) => toast.show(message),
    // The last owner refused (409), or anything else: the server's words in a toast.
    onFailed: (_person, error) => toast.show(userMessage(error, MSG_ROLE_FAILED), { tone: 'error' }),
    headingRef,
  });
  const [makingOwner, setMakingOwner] = useState<Person | null>(null);
  const pending = remove.pending;
  const owners = people.filter((person) => person.role === 'owner');
  const onlyOwner = owners.length === 1 ? owners[0] : undefined;
  const removable = (person: Person) => people.length > 1 && person.id !== onlyOwner?.id;
  const changeable = (person: Person) => !person.you && person.id !== onlyOwner?.id;

  return (
    <PeopleSection id="people-accounts" title="Accounts" headingRef={headingRef}>
      <ul className="space-y-4">
        {people.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            removable={removable(person)}
            changeable={changeable(person)}
            onRemove={remove.ask}
            onMakeOwner={setMakingOwner}
            onMakeEditor={makeEditor.ask}
          />
        ))}
      </ul>
      <NotRemovableNote people={people} onlyOwner={onlyOwner} />
      <MakeOwnerDialog person={makingOwner} onClose={() => setMakingOwner(null)} />
      <ConfirmDialog
        {...makeEditor.dialog}
        title="Make this person an editor?"
        confirmLabel="Make Editor"
        busyLabel="Saving..."
      >
        <p>
          <strong className="break-all">{makeEditor.pending?.email}</strong> will no longer be an owner. They can still work on
          the books, authors, kits, videos and songs, reviews, newsletter drafts, messages and statistics, but not on people,
          mail, backups, subscribers or sending newsletters.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...remove.dialog}
        // The server's own words when it says why (the site's last owner), else the fixed message.
        error={remove.dialog.error ? userMessage(removal.error, MSG_REMOVE_FAILED) : undefined}
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
