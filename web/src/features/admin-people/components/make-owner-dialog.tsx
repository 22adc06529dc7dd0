import { Button } from '@/components/ui/button';
import { FormDialog, useDialogBusy } from '@/components/ui/form-dialog';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useMakeOwner } from '../api/change-role';
import type { Person } from '../types';
import { makeOwnerDefaults, makeOwnerSchema, MSG_ROLE_FAILED, type MakeOwnerValues } from '../utils/roles';

function MakeOwnerForm({ person, onClose }: { person: Person; onClose: () => void }) {
  const state = useAppForm(makeOwnerSchema, makeOwnerDefaults);
  const makeOwner = useMakeOwner();
  const toast = useToast();
  const busy = makeOwner.isPending;
  useDialogBusy(busy);

  const onValid = ({ password }: MakeOwnerValues) => {
    makeOwner.mutate(
      { person, password },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast.show(message);
        },
        // A password that is missing or not right shows on its field; the dialog stays open.
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          state.fail(fields, Object.keys(fields).length > 0 ? undefined : userMessage(error, MSG_ROLE_FAILED));
        },
      },
    );
  };

  return (
    <Form
      state={state}
      idPrefix="make-owner"
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Make Owner'}
          </Button>
        </>
      }
    >
      <p className="text-stone-800">
        <strong className="break-all">{person.email}</strong> will be an owner: they can do everything you can, including
        removing people, changing the site&apos;s settings, mail and backups, and sending newsletters.
      </p>
      <InputField name="password" label="Your password" type="password" autoComplete="current-password" required />
    </Form>
  );
}

// Make owner: a small dialog that says what an owner can do and asks for the signed-in owner's
// own password, which the server checks before it gives anyone everything.
export function MakeOwnerDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  return (
    <FormDialog open={person !== null} title="Make this person an owner?" onClose={onClose}>
      {person ? <MakeOwnerForm key={person.id} person={person} onClose={onClose} /> : null}
    </FormDialog>
  );
}
