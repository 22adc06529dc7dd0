import { z } from 'zod';

import type { BackupEveryHours, BackupSettings } from '../types';

// The Backups section's words: the server's, so the form says what the server would
// (storyshelf/backup.go).
export const MSG_BACKUP_EVERY = 'Choose how often backups are made.';
export const MSG_BACKUP_KEEP = 'Keep between 1 and 100 backups.';
export const MAX_BACKUPS_KEPT = 100;

export const EVERY_OPTIONS: ReadonlyArray<{ value: `${BackupEveryHours}`; label: string }> = [
  { value: '24', label: 'Every day' },
  { value: '168', label: 'Every week' },
  { value: '12', label: 'Twice a day' },
  { value: '6', label: 'Four times a day' },
];

export type BackupsFormValues = { on: boolean; everyHours: `${BackupEveryHours}` | ''; keep: string };

export const backupsSchema = z.object({
  on: z.boolean(),
  everyHours: z.enum(['6', '12', '24', '168'], { error: MSG_BACKUP_EVERY }),
  keep: z.string().refine((value) => {
    const keep = Number(value.trim());
    return value.trim() !== '' && Number.isInteger(keep) && keep >= 1 && keep <= MAX_BACKUPS_KEPT;
  }, MSG_BACKUP_KEEP),
}) satisfies z.ZodType<BackupsFormValues, BackupsFormValues>;

export function backupsToForm(settings: BackupSettings): BackupsFormValues {
  return { on: settings.on, everyHours: `${settings.everyHours}`, keep: String(settings.keep) };
}

export function formToBackups(values: BackupsFormValues): BackupSettings {
  return { on: values.on, everyHours: Number(values.everyHours) as BackupEveryHours, keep: Number(values.keep.trim()) };
}

// How often, in plain words: 'every day', 'every 6 hours', 'every 30 minutes'.
export function everyInWords(minutes: number): string {
  const count = (n: number, one: string, many: string) => (n === 1 ? one : `every ${n} ${many}`);
  if (minutes % (7 * 24 * 60) === 0) return count(minutes / (7 * 24 * 60), 'every week', 'weeks');
  if (minutes % (24 * 60) === 0) return count(minutes / (24 * 60), 'every day', 'days');
  if (minutes % 60 === 0) return count(minutes / 60, 'every hour', 'hours');
  return count(minutes, 'every minute', 'minutes');
}
