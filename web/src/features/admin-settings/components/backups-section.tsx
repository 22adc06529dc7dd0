import { DatabaseBackup } from 'lucide-react';
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useBackupSettings } from '../api/get-backup-settings';
import { useSaveBackupSettings } from '../api/save-backup-settings';
import type { BackupSettingsView, DirtyChange } from '../types';
import {
  EVERY_OPTIONS,
  MAX_BACKUPS_KEPT,
  backupsSchema,
  backupsToForm,
  everyInWords,
  formToBackups,
  type BackupsFormValues,
} from '../utils/backups-form';
import { withUnsavedElsewhere } from '../utils/settings-messages';

import { SectionLoad } from './section-load';
import { SectionStatus } from './section-status';
import { SettingsCard } from './settings-card';
import { useUnsavedElsewhere } from './unsaved-sections';
import { useSectionDirty } from './use-section-dirty';

// The anchor the dashboard links to: /admin/settings#backups.
export const BACKUPS_SECTION_ID = 'backups';
export const BACKUPS_TITLE = 'Backups';
export const MSG_BACKUPS_LOAD_FAILED = 'Failed to load the backup settings. Please try again.';
export const MSG_BACKUPS_SAVE_FAILED = 'Failed to save the backup settings. Please try again.';
const AS_SET = 'as set by the server';

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function keptInWords(keep: number) {
  return keep === 1 ? 'only the newest is kept' : `the newest ${keep} are kept`;
}

// Whether backups are made now, at the top of the section.
function BackupsStatus({ view }: { view: BackupSettingsView }) {
  if (view.on) {
    const every = view.server.everyMinutes || view.settings.everyHours * 60;
    const keep = view.server.keep || view.settings.keep;
    return (
      <SectionStatus ok>
        Backups are on: a copy of the whole site is made {everyInWords(every)}, and {keptInWords(keep)}.
      </SectionStatus>
    );
  }
  return <SectionStatus ok={false}>Backups are off. Turn them on below, so a copy of your site is made on its own.</SectionStatus>;
}

// Where backups go, and how one is put back, for the owner to pass on to whoever runs her server.
function WhereAndRestore({ where }: { where: string }) {
  return (
    <div className="space-y-3 rounded-2xl border-2 border-amber-100 bg-amber-50/50 p-4 text-stone-800">
      <h3 className="flex items-center gap-2 font-bold text-stone-900">
        <DatabaseBackup aria-hidden="true" className="size-4 text-orange-700" />
        Where backups go, and how to restore one
      </h3>
      <p className="wrap-anywhere">
        Each backup is one file holding your whole site: books, pictures, materials, reviews, kits, subscribers,
        messages and settings. {where ? `It is kept in ${where}, ` : 'It is kept on your server, '}
        where nobody on the web can reach it. To keep a copy on your own computer too, use “Download a backup now” on
        the dashboard.
      </p>
      <p>
        A backup is restored into a new, empty site. Give the backup file to whoever runs your server, and ask them to
        restore it with Storyshelf’s import command, <code className="rounded bg-white px-1 font-mono text-sm">storyshelf import</code>{' '}
        followed by the file’s name. Afterwards everyone signs in again, and the email password is typed again in
        Settings → Email.
      </p>
    </div>
  );
}

function BackupsForm({ view, onDirtyChange }: { view: BackupSettingsView; onDirtyChange: DirtyChange }) {
  const { settings, server } = view;
  const state = useAppForm(backupsSchema, backupsToForm(settings));
  const save = useSaveBackupSettings();
  const toast = useToast();
  // The other sections' titles whose changes a save here leaves unsaved.
  const unsavedElsewhere = useUnsavedElsewhere('backups');
  const { isDirty } = useFormState({ control: state.form.control });

  useEffect(() => {
    onDirtyChange('backups', isDirty, BACKUPS_TITLE);
  }, [onDirtyChange, isDirty]);

  const onValid = (values: BackupsFormValues) => {
    const others = unsavedElsewhere();
    save.mutate(formToBackups(values), {
      onSuccess: ({ message, ...saved }) => {
        state.form.reset(backupsToForm(saved.settings));
        toast.show(withUnsavedElsewhere(message, others));
      },
      onError: (error) =>
        state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_BACKUPS_SAVE_FAILED)),
    });
  };

  const fixed = server.everyMinutes > 0 || server.keep > 0;
  return (
    <Form
      state={state}
      idPrefix="backups"
      busy={save.isPending}
      onValid={onValid}
      actions={
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'} <span className="sr-only">{BACKUPS_TITLE}</span>
        </Button>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {fixed ? (
          <div className="sm:col-span-2">
            <DetailList
              details={[
                server.everyMinutes > 0 && {
                  term: 'How often',
                  value: `${capitalized(everyInWords(server.everyMinutes))} (${AS_SET})`,
                },
                server.keep > 0 && { term: 'How many to keep', value: `${server.keep} (${AS_SET})` },
              ]}
            />
          </div>
        ) : null}
        {server.everyMinutes > 0 ? null : (
          <>
            <div className="sm:col-span-2">
              <CheckboxField name="on" label="Make backups on their own" />
            </div>
            <SelectField name="everyHours" label="How often" options={[...EVERY_OPTIONS]} />
          </>
        )}
        {server.keep > 0 ? null : (
          <InputField
            name="keep"
            label="How many to keep"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BACKUPS_KEPT}
            hint="When there are more, the oldest is removed."
          />
        )}
      </div>
    </Form>
  );
}

// Backups (issue 27): whether a copy of the whole site is made on its own, how often and how
// many are kept, saved on its own; what the server's settings fix is shown read-only. Also says
// where backups go and how one is restored, in plain words.
export function BackupsSection({ onDirtyChange }: { onDirtyChange: DirtyChange }) {
  const backups = useBackupSettings();
  const { dirty, onDirty } = useSectionDirty(onDirtyChange);


  return (
    <SettingsCard
      id={BACKUPS_SECTION_ID}
      title={BACKUPS_TITLE}
      dirty={dirty}
      className="scroll-mt-24"
      intro="A copy of your whole site, made on its own as often as you choose, so nothing is lost if the server fails."
    >
      <SectionLoad query={backups} loading="Loading the backup settings..." failed={MSG_BACKUPS_LOAD_FAILED}>
        {(view) => (
          <>
            <BackupsStatus view={view} />
            <BackupsForm view={view} onDirtyChange={onDirty} />
            <WhereAndRestore where={view.where} />
          </>
        )}
      </SectionLoad>
    </SettingsCard>
  );
}
