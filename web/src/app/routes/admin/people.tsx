import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { PeoplePage } from '@/features/admin-people/components/people-page';

// Loaded on its own (admin-root.tsx), when the People screen is first opened.
export default function PeopleScreen() {
  return (
    <>
      <AdminTitle title="People" />
      <PeoplePage />
    </>
  );
}
