import { AuthorProfile } from '@/features/admin-authors/components/author-profile';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function AuthorProfileScreen() {
  return (
    <>
      <AdminTitle title="Author Profile" />
      <AuthorProfile />
    </>
  );
}
