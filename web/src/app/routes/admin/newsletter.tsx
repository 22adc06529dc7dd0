import { useParams } from 'react-router';

import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { IssueEditor } from '@/features/admin-newsletter/components/issue-editor';
import { IssuesList } from '@/features/admin-newsletter/components/issues-list';

export function NewsletterScreen() {
  return (
    <>
      <AdminTitle title="Newsletter" />
      <IssuesList />
    </>
  );
}

export function NewsletterIssueScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Newsletter Issue" />
      <IssueEditor key={id} id={id} />
    </>
  );
}
