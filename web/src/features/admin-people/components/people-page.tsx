import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

import { usePeople } from '../api/get-people';
import { MSG_PEOPLE_LOAD_FAILED } from '../utils/invite-form';

import { AccountsSection } from './accounts-section';
import { InvitationsSection } from './invitations-section';
import { InviteSection } from './invite-section';

// Admin → People: the team, each with an account of their own and a role: owners can do
// everything, editors manage the content. Invite someone, see who is waiting, change a role,
// remove an account. Only owners open it (app/routes/admin/people.tsx).
export function PeoplePage() {
  const people = usePeople();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-stone-900">People</h1>
        <p className="mt-1 text-stone-700">
          Everyone who can sign in to this admin, each with their own account. Owners can do everything; editors work on the
          books and the rest of the content.
        </p>
      </div>
      {people.isPending ? (
        <Spinner label="Loading the people..." />
      ) : people.isError ? (
        <LoadError message={MSG_PEOPLE_LOAD_FAILED} onRetry={() => void people.refetch()} retrying={people.isFetching} />
      ) : (
        <>
          <InviteSection mailConfigured={people.data.mailConfigured} />
          <InvitationsSection invitations={people.data.invitations} mailConfigured={people.data.mailConfigured} />
          <AccountsSection people={people.data.people} />
        </>
      )}
    </div>
  );
}
