import type { ReactNode } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import type { CodesKey } from '../types';
import { MSG_CURRENT_PASSWORD_REQUIRED } from '../utils/account-forms';

export const MSG_CODES_FAILED = 'Failed to change your sign-in codes. Please try again.';
export const MSG_FIRST_CODE_REQUIRED = 'Please enter the 6-digit code your authenticator app shows.';

// A failed change: the server's messages on their fields, or else its message for the form.
export const failWith = (fail: (fields: Record<string, string>, message?: string) => void) => (error: Error) => {
  const fields = error instanceof ApiError ? error.fields : {};
  fail(fields, Object.keys(fields).length > 0 ? undefined : userMessage(error, MSG_CODES_FAILED));
};

const passwordSchema = z.object({ currentPassword: z.string().refine((v) => v !== '', MSG_CURRENT_PASSWORD_REQUIRED) });

// Her current password before a change to her second step: a stolen session alone cannot
// make one.
export function PasswordStep({
  idPrefix,
  intro,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  intro: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (currentPassword: string, fail: (error: Error) => void) => void;
  onCancel: () => void;
}) {
  const state = useAppForm(passwordSchema, { currentPassword: '' });
  return (
    <Form
      state={state}
      idPrefix={idPrefix}
      busy={busy}
      onValid={({ currentPassword }) => onSubmit(currentPassword, failWith(state.fail))}
      className="space-y-4"
      actions={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      }
    >
      <div className="text-stone-700">{intro}</div>
      <InputField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        className="sm:max-w-sm"
      />
    </Form>
  );
}

const firstCodeSchema = z.object({
  code: z.string().refine((v) => /^\d{6}$/.test(v.replace(/\s/g, '')), MSG_FIRST_CODE_REQUIRED),
});

// The key's key as it is easiest to type: in groups of four.
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

// A new key: scan its QR code (or type the key) into the authenticator app, then type the code
// the app shows, which turns the codes on.
export function ScanStep({
  codesKey,
  busy,
  onSubmit,
  onCancel,
}: {
  codesKey: CodesKey;
  busy: boolean;
  onSubmit: (code: string, fail: (error: Error) => void) => void;
  onCancel: () => void;
}) {
  const state = useAppForm(firstCodeSchema, { code: '' });
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-6 text-stone-800">
        <li>Open an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password.</li>
        <li>Add an account in it: scan this QR code, or type the key below.</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <img
          src={codesKey.qrCode}
          alt="QR code of your sign-in key, for your authenticator app"
          width={200}
          height={200}
          className="size-[200px] shrink-0 rounded-xl border-2 border-amber-200 bg-white p-2"
        />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-stone-900">Or type this key into the app:</p>
          <code className="block break-all rounded-xl bg-amber-50 px-3 py-2 font-mono text-lg tracking-wider text-stone-900">
            {groupedKey(codesKey.secret)}
          </code>
          <p className="text-sm text-stone-700">It is a time-based key; the spaces do not matter.</p>
        </div>
      </div>
      <Form
        state={state}
        idPrefix="codes-confirm"
        busy={busy}
        onValid={({ code }) => onSubmit(code.replace(/\s/g, ''), failWith(state.fail))}
        className="space-y-4"
        actions={
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Turning on...' : 'Turn On Sign-in Codes'}
            </Button>
          </div>
        }
      >
        <InputField
          name="code"
          label="6-digit code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          className="sm:max-w-xs"
        />
      </Form>
    </div>
  );
}
