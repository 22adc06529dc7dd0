import { useSearchParams } from 'react-router';

import { adminPaths } from '@/config/admin-paths';
import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { ResetPasswordPanel } from '@/features/admin-auth/components/reset-password-form';
import { TextLink } from '@/features/admin-auth/components/text-link';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

// Reached from the reset mail: /admin/reset-password?token=…
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title="Set a new password"
      intro="Choose a new password for your admin account."
      footer={<TextLink to={adminPaths.login.getHref()}>Back to login</TextLink>}
    >
      <AdminTitle title="Reset Password" />
      <ResetPasswordPanel token={token} />
    </AuthCard>
  );
}
