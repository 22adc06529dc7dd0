import { site } from '@/config/site';
import { AuthorsList } from '@/features/admin-authors/components/authors-list';

export function AuthorsScreen() {
  return (
    <>
      <title>{`Authors | Admin Portal | ${site.name}`}</title>
      <AuthorsList />
    </>
  );
}
