import { InputField } from '@/components/ui/form/input-field';
import { PASSWORD_RULE_HINT } from '@/lib/auth/password-rules';

// A new password (with the rule shown as help text) and its confirmation, in the surrounding
// form.
export function NewPasswordFields({ passwordLabel = 'New password' }: { passwordLabel?: string }) {
  return (
    <>
      <InputField name="password" label={passwordLabel} hint={PASSWORD_RULE_HINT} type="password" autoComplete="new-password" required />
      <InputField name="confirm" label="Confirm password" type="password" autoComplete="new-password" required />
    </>
  );
}
