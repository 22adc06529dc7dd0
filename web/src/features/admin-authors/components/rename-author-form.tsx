import { useEffect, type KeyboardEvent } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { requiredText } from '@/lib/form-rules';
import { userMessage } from '@/lib/user-message';

import { useRenameAuthor } from '../api/rename-author';
import type { AdminAuthor } from '../types';
import { MSG_NAME_EMPTY, MSG_UPDATE_FAILED } from '../utils/author-messages';

const schema = z.object({ newName: requiredText(MSG_NAME_EMPTY) });

const books = (n: number) => (n === 1 ? '1 book' : `${n} books`);

// The inline rename (spec §2 "Authors list"): an author's row while it is being edited, then
// saved. The same name changes nothing; onDone gets the name the row now has.
export function RenameAuthorForm({ author, onDone }: { author: AdminAuthor; onDone: (name: string) => void }) {
  const state = useAppForm(schema, { newName: author.name });
  const rename = useRenameAuthor();
  const toast = useToast();
  const busy = rename.isPending;

  useEffect(() => {
    state.form.setFocus('newName', { shouldSelect: true });
  }, [state.form]);

  const onValid = ({ newName }: { newName: string }) => {
    const name = newName.trim();
    if (name === author.name) {
      onDone(author.name);
      return;
    }
    rename.mutate(
      { oldName: author.name, newName: name },
      {
        onSuccess: (renamed) => {
          toast.show(`"${author.name}" is now "${renamed.name}" on ${books(renamed.booksUpdated)}.`);
          onDone(renamed.name);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          // A field's own message says what to fix; anything else shows above the buttons.
          state.fail(fields, Object.keys(fields).length > 0 ? undefined : userMessage(error, MSG_UPDATE_FAILED));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) onDone(author.name);
  };

  return (
    // Only catches Escape as it bubbles up from the form's fields and buttons: no role of its own.
    <div role="presentation" onKeyDown={onKeyDown}>
      <Form
        guardUnsaved
        state={state}
        idPrefix="rename-author"
        busy={busy}
        onValid={onValid}
        className="space-y-3"
        actions={
          <>
            <Button variant="secondary" onClick={() => onDone(author.name)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </>
        }
      >
        <InputField
          name="newName"
          label={<>New name <span className="sr-only">for {author.name}</span></>}
          hint={`Every one of the ${books(author.bookCount)} by ${author.name} gets the new name.`}
          autoComplete="off"
          disabled={busy}
        />
      </Form>
    </div>
  );
}
