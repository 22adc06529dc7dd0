import { PageTitle } from '@/components/page-title';
import { AuthorsList } from '@/features/admin-authors/components/authors-list';

export function AuthorsScreen() {
  return (
    <>
      <PageTitle title="Authors" admin />
      <AuthorsList />
    </>
  );
}
