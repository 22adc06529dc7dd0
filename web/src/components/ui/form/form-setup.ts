import { createContext, useContext } from 'react';

import type { UploadKind } from '@/lib/upload-file';

// One step of a file field's upload, for a form that keeps a log of what it did (the book
// form's Debug panel): the file was chosen, refused before it was sent, started and finished
// sending (percent 0 and 100), stored, failed, or was cancelled.
export type UploadEvent = { fileName: string; kind: UploadKind; size: number } & (
  | { stage: 'chosen' | 'cancelled' }
  | { stage: 'progress'; percent: 0 | 100 }
  | { stage: 'refused' | 'failed'; message: string }
  | { stage: 'stored'; url: string; storedSize: string }
);

// What the admin form tells its fields: the prefix of their ids, where to report an upload
// starting and ending (a save waits until none runs), and where to report each step of one.
export type FormSetup = {
  idPrefix: string;
  trackUpload: (running: boolean) => void;
  reportUpload?: (event: UploadEvent) => void;
};

export const FormSetupContext = createContext<FormSetup>({ idPrefix: 'field', trackUpload: () => {} });

// The id of the control that shows a field ('book' + 'downloadMaterials.0.title' →
// 'book-downloadMaterials-0-title'), so a label, a test or an error can find it.
export function useFieldId(name: string) {
  return `${useContext(FormSetupContext).idPrefix}-${name.replace(/\./g, '-')}`;
}

export function useTrackUpload() {
  return useContext(FormSetupContext).trackUpload;
}

export function useReportUpload() {
  return useContext(FormSetupContext).reportUpload;
}
