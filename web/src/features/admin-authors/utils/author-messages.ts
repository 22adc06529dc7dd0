// The authors screens' messages (spec §5 "Authors", §8 "Authors").
export const MSG_AUTHORS_FAILED = 'Failed to load authors. Please try again.';
export const MSG_NAME_EMPTY = 'Author name cannot be empty';
export const MSG_UPDATE_FAILED = 'Failed to update author. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete author. Please try again.';
export const MSG_HAS_BOOKS = 'Cannot delete authors with books';

export const deleteQuestion = (name: string) =>
  `Are you sure you want to delete the author "${name}"? This will remove the author from all associated books. This action cannot be undone.`;

export const MSG_PROFILE_LOAD_FAILED = 'Failed to load author profile. Please try again.';
export const MSG_PHOTO_FAILED = 'Failed to upload photo. Please try again.';
export const MSG_PROFILE_SAVE_FAILED = 'Failed to save author profile. Please try again.';
export const MSG_PROFILE_SAVED = 'Author profile saved successfully!';
export const MSG_NOT_AN_IMAGE = 'File must be an image';
export const MSG_NO_FILE = 'No file provided';
// Spec §4, §9: the saved message shows for 5 s.
export const PROFILE_SAVED_MS = 5000;
