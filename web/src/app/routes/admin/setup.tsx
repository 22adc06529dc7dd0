import { useSearchParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/admin-auth/components/auth-card';
import { FormMessage } from '@/features/admin-auth/components/form-message';
import { SetupForm } from '@/features/admin-auth/components/setup-form';

// Reached from the one-time link the server prints when no admin exists: /admin/setup?token=…
export function SetupScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Create the admin account" intro="Set up the first admin account for your website.">
      <PageTitle title="Set Up" admin />
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
