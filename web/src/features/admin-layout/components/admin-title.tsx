import { PageTitle } from '@/components/page-title';

// An admin screen's document title: `Books | Admin Portal | {site name}`. It lives with the admin
// code so that no public chunk carries the admin's words.
export function AdminTitle({ title }: { title: string }) {
  return <PageTitle title={`${title} | Admin Portal`} />;
}
