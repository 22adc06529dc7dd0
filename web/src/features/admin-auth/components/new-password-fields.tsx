import { CircleAlert } from 'lucide-react';
import type { RefObject } from 'react';

import { fieldControlClasses } from '@/components/ui/field';

import { PASSWORD_RULE_HINT, type NewPasswordErrors } from '../utils/validate-password';

type NewPasswordFieldsProps = {
  idPrefix: string;
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  passwordRef?: RefObject<HTMLInputElement | null>;
  confirmRef?: RefObject<HTMLInputElement | null>;
  passwordLabel?: string;
};

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

// A new password (with the rule shown as help text under it) and its confirmation.
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  errors,
  onPasswordChange,
  onConfirmChange,
  passwordRef,
  confirmRef,
  passwordLabel = 'New password',
}: NewPasswordFieldsProps) {
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirm`;
  const hintId = `${passwordId}-hint`;
  const passwordErrorId = `${passwordId}-error`;
  const confirmErrorId = `${confirmId}-error`;

  return (
    <>
      <div>
        <label htmlFor={passwordId} className="block font-bold text-stone-900">
          {passwordLabel}
        </label>
        <input
          id={passwordId}
          ref={passwordRef}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={[hintId, errors.password ? passwordErrorId : ''].filter(Boolean).join(' ')}
          className={fieldControlClasses(Boolean(errors.password))}
        />
        <p id={hintId} className="mt-1.5 text-sm text-stone-700">
          {PASSWORD_RULE_HINT}
        </p>
        {errors.password ? <FieldError id={passwordErrorId} message={errors.password} /> : null}
      </div>
      <div>
        <label htmlFor={confirmId} className="block font-bold text-stone-900">
          Confirm password
        </label>
        <input
          id={confirmId}
          ref={confirmRef}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => onConfirmChange(event.target.value)}
          aria-invalid={Boolean(errors.confirm)}
          aria-describedby={errors.confirm ? confirmErrorId : undefined}
          className={fieldControlClasses(Boolean(errors.confirm))}
        />
        {errors.confirm ? <FieldError id={confirmErrorId} message={errors.confirm} /> : null}
      </div>
    </>
  );
}
