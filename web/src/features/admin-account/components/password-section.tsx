import { InputField } from '@/components/ui/form/input-field';
import { PASSWORD_RULE_HINT } from '@/lib/auth/password-rules';

import { useChangePassword } from '../api/change-password';
import { MSG_PASSWORD_CHANGE_FAILED, passwordDefaults, passwordSchema, type PasswordFormValues } from '../utils/account-forms';

import { AccountForm } from './account-form';
import { AccountSection } from './account-section';

const toInput = ({ currentPassword, newPassword }: PasswordFormValues) => ({ currentPassword, newPassword });

// Change password: the current one, then the new one twice. The server signs every other
// device out; this one stays signed in. A wrong current password shows on its field.
export function PasswordSection() {
  const change = useChangePassword();
  return (
    <AccountSection
      id="account-password"
      title="Password"
      intro="Changing it signs you out on every other device; this one stays signed in."
    >
      <AccountForm
        schema={passwordSchema}
        defaults={passwordDefaults}
        idPrefix="password"
        change={change}
        toInput={toInput}
        failed={MSG_PASSWORD_CHANGE_FAILED}
        submitLabel="Change Password"
        busyLabel="Saving..."
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
      </AccountForm>
    </AccountSection>
  );
}
