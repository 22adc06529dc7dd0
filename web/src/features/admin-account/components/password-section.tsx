import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { PASSWORD_RULE_HINT } from '@/lib/auth/password-rules';
import { userMessage } from '@/lib/user-message';

import { useChangePassword } from '../api/change-password';
import { MSG_PASSWORD_CHANGE_FAILED, passwordDefaults, passwordSchema, type PasswordFormValues } from '../utils/account-forms';

import { AccountSection } from './account-section';

// Change password: the current one, then the new one twice. The server signs every other
// device out; this one stays signed in. A wrong current password shows on its field.
export function PasswordSection() {
  const state = useAppForm(passwordSchema, passwordDefaults);
  const change = useChangePassword();
  const toast = useToast();
  const busy = change.isPending;

  const onValid = ({ currentPassword, newPassword }: PasswordFormValues) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          state.form.reset(passwordDefaults);
          toast.show(message);
        },
        onError: (error) =>
          state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_PASSWORD_CHANGE_FAILED)),
      },
    );
  };

  return (
    <AccountSection
      id="account-password"
      title="Password"
      intro="Changing it signs you out on every other device; this one stays signed in."
    >
      <Form
        state={state}
        idPrefix="password"
        busy={busy}
        onValid={onValid}
        className="space-y-5"
        actions={
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Change Password'}
          </Button>
        }
      >
        <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            name="newPassword"
            label="New password"
            hint={PASSWORD_RULE_HINT}
            type="password"
            autoComplete="new-password"
            required
          />
          <InputField name="confirm" label="Confirm new password" type="password" autoComplete="new-password" required />
        </div>
      </Form>
    </AccountSection>
  );
}
