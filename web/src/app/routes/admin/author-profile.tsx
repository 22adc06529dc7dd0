import { PageTitle } from '@/components/page-title';
import { AuthorProfile } from '@/features/admin-authors/components/author-profile';

export function AuthorProfileScreen() {
  return (
    <>
      <PageTitle title="Author Profile" admin />
      <AuthorProfile />
    </>
  );
}
