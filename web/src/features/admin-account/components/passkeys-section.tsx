import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormDialog, useDialogBusy } from '@/components/ui/form-dialog';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { ListRow } from '@/components/ui/list/list-row';
import { ListState } from '@/components/ui/list/list-state';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import type { Passkey } from '../types';
import { MSG_CURRENT_PASSWORD_REQUIRED } from '../utils/account-forms';

import { AccountForm } from './account-form';
import { AccountSection } from './account-section';

export const MSG_PASSKEYS_LOAD_FAILED = 'Failed to load your passkeys. Please try again.';
export const MSG_ADD_PASSKEY_FAILED = 'Failed to add the passkey. Please try again.';
export const MSG_RENAME_PASSKEY_FAILED = 'Failed to rename the passkey. Please try again.';
export const MSG_REMOVE_PASSKEY_FAILED = 'Failed to remove the passkey. Please try again.';
export const MSG_PASSKEY_NAME_REQUIRED = 'Give this passkey a name, such as Phone or Laptop.';
export const MSG_PASSKEY_NAME_TOO_LONG = 'Keep the name under 60 characters.';
export const MSG_BROWSER_HAS_NO_PASSKEYS =
  'This browser cannot make or use passkeys. To add one, open this page in a current browser such as Chrome, Safari, Edge or Firefox.';

const name = z
  .string()
  .refine((v) => v.trim() !== '', MSG_PASSKEY_NAME_REQUIRED)
  .refine((v) => v.trim().length <= 60, MSG_PASSKEY_NAME_TOO_LONG);
const currentPassword = z.string().refine((v) => v !== '', MSG_CURRENT_PASSWORD_REQUIRED);

type AddValues = { name: string; currentPassword: string };
const addSchema = z.object({ name, currentPassword }) satisfies z.ZodType<AddValues>;
const addDefaults: AddValues = { name: '', currentPassword: '' };
const toAddInput = ({ name, currentPassword }: AddValues) => ({ name: name.trim(), currentPassword });

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: (p: Passkey) => void;
  onRemove: (p: Passkey) => void;
}) {
  return (
    <ListRow
      media={
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-orange-800">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
      }
      actions={
        <>
          <Button variant="ghost" onClick={() => onRename(passkey)}>
            <Pencil aria-hidden="true" className="size-4" />
            Rename <span className="sr-only">{passkey.name}</span>
          </Button>
          <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onRemove(passkey)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove <span className="sr-only">{passkey.name}</span>
          </Button>
        </>
      }
    >
      <h3 className="text-lg font-extrabold break-words text-stone-900">{passkey.name}</h3>
      <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Added</dt>
        <dd>
          <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
        </dd>
        <dt className="font-semibold">Last used</dt>
        <dd>
          {passkey.lastUsedAt ? <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time> : 'Not yet'}
        </dd>
      </dl>
    </ListRow>
  );
}

// A dialog's small form: one or two fields, Cancel and the action. A failure shows on its
// field, or above the fields with the server's words (or the fixed message).
function DialogForm<T extends Record<string, string>>({
  idPrefix,
  schema,
  defaults,
  submitLabel,
  busyLabel,
  danger = false,
  failed,
  run,
  onCancel,
  children,
}: {
  idPrefix: string;
  schema: z.ZodType<T, T>;
  defaults: T;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  failed: string;
  run: (values: T, done: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const state = useAppForm(schema, defaults);
  const [busy, setBusy] = useState(false);
  useDialogBusy(busy);
  const onValid = (values: T) => {
    setBusy(true);
    run(values, {
      onSuccess: () => setBusy(false),
      onError: (error) => {
        setBusy(false);
        state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, failed));
      },
    });
  };
  return (
    <Form
      state={state}
      idPrefix={idPrefix}
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} className={danger ? 'bg-red-700 hover:bg-red-800' : undefined}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Form>
  );
}

// Passkeys: sign in with the device's fingerprint, face or PIN instead of the password. Each
// is named; adding and removing one takes her current password.
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [supported] = useState(browserSupportsWebAuthn);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  return (
    <AccountSection
      id="account-passkeys"
      title="Passkeys"
      headingRef={headingRef}
      intro="A passkey signs you in with your device's fingerprint, face or screen lock instead of your password. Add one on each device you use."
    >
      <div className="space-y-6">
        <ListState
          query={passkeys}
          loadingLabel="Loading your passkeys..."
          loadFailedMessage={MSG_PASSKEYS_LOAD_FAILED}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-stone-700">You have no passkeys yet.</p>}
        >
          {(list) => (
            <ul className="space-y-4" aria-label="Your passkeys">
              {list.map((p) => (
                <PasskeyRow key={p.id} passkey={p} onRename={setRenaming} onRemove={setRemoving} />
              ))}
            </ul>
          )}
        </ListState>

        {supported ? (
          <div>
            <h3 className="mb-3 text-lg font-extrabold text-stone-900">Add a passkey</h3>
            <AccountForm
              schema={addSchema}
              defaults={addDefaults}
              idPrefix="passkey"
              change={add}
              toInput={toAddInput}
              failed={MSG_ADD_PASSKEY_FAILED}
              submitLabel="Add a Passkey"
              busyLabel="Waiting for your device..."
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField name="name" label="Name" hint="Which device, such as Phone or Laptop." required />
                <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
              </div>
            </AccountForm>
          </div>
        ) : (
          <p role="note" className="rounded-2xl border-2 border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-stone-800">
            {MSG_BROWSER_HAS_NO_PASSKEYS}
          </p>
        )}
      </div>

      <FormDialog open={renaming !== null} title="Rename passkey" onClose={() => setRenaming(null)}>
        {renaming ? (
          <DialogForm
            key={renaming.id}
            idPrefix="rename-passkey"
            schema={z.object({ name }) satisfies z.ZodType<{ name: string }>}
            defaults={{ name: renaming.name }}
            submitLabel="Rename Passkey"
            busyLabel="Saving..."
            failed={MSG_RENAME_PASSKEY_FAILED}
            onCancel={() => setRenaming(null)}
            run={(values, done) =>
              rename.mutate(
                { id: renaming.id, name: values.name.trim() },
                {
                  onSuccess: ({ message }) => {
                    done.onSuccess();
                    setRenaming(null);
                    toast.show(message);
                  },
                  onError: done.onError,
                },
              )
            }
          >
            <InputField name="name" label="Name" required />
          </DialogForm>
        ) : null}
      </FormDialog>

      <FormDialog open={removing !== null} title="Remove this passkey?" onClose={() => setRemoving(null)}>
        {removing ? (
          <DialogForm
            key={removing.id}
            idPrefix="remove-passkey"
            schema={z.object({ currentPassword }) satisfies z.ZodType<{ currentPassword: string }>}
            defaults={{ currentPassword: '' }}
            submitLabel="Remove Passkey"
            busyLabel="Removing..."
            danger
            failed={MSG_REMOVE_PASSKEY_FAILED}
            onCancel={() => setRemoving(null)}
            run={(values, done) =>
              remove.mutate(
                { id: removing.id, currentPassword: values.currentPassword },
                {
                  onSuccess: ({ message }) => {
                    done.onSuccess();
                    setRemoving(null);
                    toast.show(message);
                    headingRef.current?.focus();
                  },
                  onError: done.onError,
                },
              )
            }
          >
            <p>
              “{removing.name}” will no longer sign you in. You can still sign in with your password. Enter your current
              password to remove it.
            </p>
            <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
          </DialogForm>
        ) : null}
      </FormDialog>
    </AccountSection>
  );
}
