import { useSearchParams } from 'react-router';

import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { FormMessage } from '@/features/admin-auth/components/form-message';
import { SetupForm } from '@/features/admin-auth/components/setup-form';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

// Reached from the one-time link the server prints when no admin exists: /admin/setup?token=…
export function SetupScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Create the admin account" intro="Set up the first admin account for your website.">
      <AdminTitle title="Set Up" />
      {token ? (
        <SetupForm token={token} />
      ) : (
        <FormMessage tone="error">
          This setup link is incomplete. Open the full link that the server printed when it started.
        </FormMessage>
      )}
    </AuthCard>
  );
}
