import { site } from '@/config/site';
import { AuthorProfile } from '@/features/admin-authors/components/author-profile';

export function AuthorProfileScreen() {
  return (
    <>
      <title>{`Author Profile | Admin Portal | ${site.name}`}</title>
      <AuthorProfile />
    </>
  );
}
