import { useParams } from 'react-router';

import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { IssueEditor } from '@/features/admin-newsletter/components/issue-editor';

// Loaded on its own (admin-root.tsx): the editor's library is large, and only this screen needs it.
export default function NewsletterIssueScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Newsletter Issue" />
      <IssueEditor key={id} id={id} />
    </>
  );
}
