import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { HistoryList } from '@/features/admin-history/components/history-list';
import { OwnerOnly } from '@/lib/auth/owner-only';

// Loaded on its own (admin-root.tsx): only this screen needs it.
export default function HistoryScreen() {
  return (
    <>
      <AdminTitle title="History" />
      <OwnerOnly>
        <HistoryList />
      </OwnerOnly>
    </>
  );
}
