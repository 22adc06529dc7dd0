import { createContext, useContext } from 'react';

import type { SettingsSection } from '../types';

// The settings sections with changes not saved yet, by their titles ('Home page'), as the
// screen keeps them: a section that is saved says which others still are not.
// Email and Backups are saved through their own forms, outside the site's settings.
export type OwnSection = 'email' | 'backups';
export type UnsavedSections = Partial<Record<SettingsSection | OwnSection, string>>;

export const UnsavedSectionsContext = createContext<UnsavedSections>({});

export const useUnsavedSections = () => useContext(UnsavedSectionsContext);
