import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { IssuesList } from '@/features/admin-newsletter/components/issues-list';

export function NewsletterScreen() {
  return (
    <>
      <AdminTitle title="Newsletter" />
      <IssuesList />
    </>
  );
}
