import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { PeoplePage } from '@/features/admin-people/components/people-page';
import { OwnerOnly } from '@/lib/auth/owner-only';

// Loaded on its own (admin-root.tsx), when the People screen is first opened.
export default function PeopleScreen() {
  return (
    <>
      <AdminTitle title="People" />
      <OwnerOnly>
        <PeoplePage />
      </OwnerOnly>
    </>
  );
}
