import { useSearchParams } from 'react-router';

import { adminPaths } from '@/config/admin-paths';
import { site } from '@/config/site';
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
      <title>{`Reset Password | Admin Portal | ${site.name}`}</title>
      <ResetPasswordPanel token={token} />
    </AuthCard>
  );
}
