import { useSearchParams } from 'react-router';

import { adminPaths } from '@/config/admin-paths';
import { AcceptInvitationPanel } from '@/features/admin-auth/components/accept-invitation-form';
import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { TextLink } from '@/features/admin-auth/components/text-link';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

// Reached from an invitation mail (or a link passed on by hand): /admin/invite?token=…
// Loaded on its own (admin-root.tsx).
export default function InviteScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title="Join the admin"
      intro="You have been invited to help run this website. Choose your password to create your account."
      footer={<TextLink to={adminPaths.login.getHref()}>Go to the login page</TextLink>}
    >
      <AdminTitle title="Invitation" />
      <AcceptInvitationPanel token={token} />
    </AuthCard>
  );
}
