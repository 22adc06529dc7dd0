import { AuthorsList } from '@/features/admin-authors/components/authors-list';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function AuthorsScreen() {
  return (
    <>
      <AdminTitle title="Authors" />
      <AuthorsList />
    </>
  );
}
