import { RotateCcw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useResetSettingsSection } from '../api/reset-settings-section';
import { useSaveSettingsSection, type SectionInput } from '../api/save-settings-section';
import type { DirtyChange, Settings, SettingsSection } from '../types';
import { MSG_RESET_FAILED, MSG_SAVE_FAILED, savedMessage } from '../utils/settings-messages';

import { SettingsCard } from './settings-card';
import { useUnsavedElsewhere } from './unsaved-sections';

type SettingsFormProps<S extends SettingsSection, T extends FieldValues> = {
  section: S;
  title: string;
  intro: ReactNode;
  schema: z.ZodType<T, T>;
  // The form's values from the stored settings, and the request body from the form's values.
  toForm: (settings: Settings) => T;
  toInput: (values: T) => SectionInput<S>;
  settings: Settings;
  // What 'Reset to defaults' replaces, as the question says it.
  resetQuestion: ReactNode;
  // Tells the screen whether this form has unsaved changes (the screen guards them all).
  onDirtyChange: DirtyChange;
  children: ReactNode;
};

// One section of the settings screen, in its own card: its own form, saved on its own (PUT
// /api/admin/settings/{section}) and put back to its defaults on its own (DELETE, after asking).
// Either way the form then holds what the server stores and a toast says so, naming the
// sections whose changes are still not saved; a failed save keeps everything as typed, with
// the server's messages on their fields. While it has unsaved changes, its heading says so.
export function SettingsForm<S extends SettingsSection, T extends FieldValues>({
  section,
  title,
  intro,
  schema,
  toForm,
  toInput,
  settings,
  resetQuestion,
  onDirtyChange,
  children,
}: SettingsFormProps<S, T>) {
  const state = useAppForm(schema, toForm(settings));
  const save = useSaveSettingsSection(section);
  const reset = useResetSettingsSection(section);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const { isDirty } = useFormState({ control: state.form.control });
  // The other sections' titles whose changes a save here leaves unsaved.
  const unsavedElsewhere = useUnsavedElsewhere(section);
  const busy = save.isPending || reset.isPending;

  useEffect(() => {
    onDirtyChange(section, isDirty, title);
  }, [onDirtyChange, section, isDirty, title]);


  const onValid = (values: T) => {
    save.mutate(toInput(values), {
      onSuccess: ({ settings: saved }) => {
        state.form.reset(toForm(saved));
        toast.show(savedMessage(title, unsavedElsewhere()));
      },
      onError: (error) =>
        state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_SAVE_FAILED)),
    });
  };

  const askReset = () => {
    reset.reset();
    setAsking(true);
  };

  const confirmReset = () => {
    reset.mutate(undefined, {
      onSuccess: ({ message, settings: stored }) => {
        setAsking(false);
        state.form.reset(toForm(stored));
        state.setMessage(undefined);
        toast.show(message);
      },
    });
  };

  return (
    <SettingsCard id={`${section}-section`} className="scroll-mt-24" title={title} intro={intro} dirty={isDirty}>
      <Form
        state={state}
        idPrefix={section}
        busy={busy}
        onValid={onValid}
        actions={
          <>
            <Button variant="secondary" onClick={askReset} disabled={busy}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset to defaults <span className="sr-only">for {title}</span>
            </Button>
            <Button type="submit" disabled={busy}>
              {save.isPending ? 'Saving...' : 'Save'} <span className="sr-only">{title}</span>
            </Button>
          </>
        }
      >
        {children}
      </Form>
      <ConfirmDialog
        open={asking}
        title={`Reset ${title} to the defaults?`}
        confirmLabel="Reset to defaults"
        busyLabel="Resetting..."
        busy={reset.isPending}
        error={reset.isError ? userMessage(reset.error, MSG_RESET_FAILED) : undefined}
        onConfirm={confirmReset}
        onCancel={() => setAsking(false)}
      >
        <p>{resetQuestion}</p>
        <p className="mt-2">Changes in this section that are not saved yet are lost too.</p>
      </ConfirmDialog>
    </SettingsCard>
  );
}
