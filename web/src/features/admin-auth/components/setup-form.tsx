import { useNavigate } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { adminPaths } from '@/config/admin-paths';
import { isEmailAddress } from '@/lib/email-address';
import { userMessage } from '@/lib/user-message';

import { useSetupAdmin } from '../api/setup-admin';
import { newPasswordSchema } from '../utils/validate-password';

import { FormMessage } from './form-message';
import { NewPasswordFields } from './new-password-fields';

const setupSchema = z
  .object({ email: z.string().refine((value) => isEmailAddress(value.trim()), 'Please enter a valid email address.') })
  .and(newPasswordSchema);

// The first admin account, made with the one-time link the server prints when there is none.
// Success signs the new admin in and moves on to the dashboard.
export function SetupForm({ token }: { token: string }) {
  const state = useAppForm(setupSchema, { email: '', password: '', confirm: '' });
  const setupMutation = useSetupAdmin();
  const navigate = useNavigate();
  const busy = setupMutation.isPending;

  return (
    <Form
      state={state}
      idPrefix="setup"
      busy={busy}
      onValid={({ email, password }) =>
        setupMutation.mutate(
          { token, email: email.trim(), password },
          { onSuccess: () => navigate(adminPaths.dashboard.getHref(), { replace: true }) },
        )
      }
      className="space-y-5"
    >
      {setupMutation.isError ? (
        <FormMessage tone="error">{userMessage(setupMutation.error, 'Failed to create the account')}</FormMessage>
      ) : null}
      <InputField name="email" label="Email" type="email" autoComplete="username" required />
      <NewPasswordFields passwordLabel="Password" />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating...' : 'Create Account'}
      </Button>
    </Form>
  );
}
