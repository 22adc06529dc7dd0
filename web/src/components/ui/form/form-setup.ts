import { createContext, useContext } from 'react';

// What the admin form tells its fields: the prefix of their ids, and where to report an
// upload starting and ending (a save waits until none runs).
export type FormSetup = { idPrefix: string; trackUpload: (running: boolean) => void };

export const FormSetupContext = createContext<FormSetup>({ idPrefix: 'field', trackUpload: () => {} });

// The id of the control that shows a field ('book' + 'downloadMaterials.0.title' →
// 'book-downloadMaterials-0-title'), so a label, a test or an error can find it.
export function useFieldId(name: string) {
  return `${useContext(FormSetupContext).idPrefix}-${name.replace(/\./g, '-')}`;
}

export function useTrackUpload() {
  return useContext(FormSetupContext).trackUpload;
}
