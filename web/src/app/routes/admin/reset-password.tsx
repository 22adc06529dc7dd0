import { useSearchParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { ResetPasswordPanel } from '@/features/admin-auth/components/reset-password-form';
import { TextLink } from '@/features/admin-auth/components/text-link';

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
      <PageTitle title="Reset Password" admin />
      <ResetPasswordPanel token={token} />
    </AuthCard>
  );
}
