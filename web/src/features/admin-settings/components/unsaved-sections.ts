import { createContext, useContext } from 'react';

import type { ScreenSection } from '../types';

// The settings sections with changes not saved yet, by their titles ('Home page'), as the
// screen keeps them: a section that is saved says which others still are not.
export type UnsavedSections = Partial<Record<ScreenSection, string>>;

export const UnsavedSectionsContext = createContext<UnsavedSections>({});

export const useUnsavedSections = () => useContext(UnsavedSectionsContext);

// The titles of the other sections with unsaved changes, asked for when a save here is done.
export function useUnsavedElsewhere(section: ScreenSection) {
  const unsaved = useUnsavedSections();
  return () =>
    Object.entries(unsaved)
      .filter(([other]) => other !== section)
      .map(([, title]) => title);
}
