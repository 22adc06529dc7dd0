// The kit screens' messages (spec §8 "Kindness kits") and timings (spec §4, §9).

export const KIT_TOAST_MS = 3000;
export const KIT_REDIRECT_MS = 1500;

export const MSG_KITS_FAILED = 'Failed to load kindness kits. Please try again.';
export const MSG_KIT_DELETED = 'Kindness kit deleted successfully';
export const MSG_KIT_DELETE_FAILED = 'Failed to delete kindness kit';
export const MSG_KIT_CREATED = 'Kindness kit created successfully';
export const MSG_KIT_UPDATED = 'Kindness kit updated successfully';
export const MSG_LOAD_FAILED = 'Failed to load data. Please try again.';
export const MSG_SAVE_FAILED = 'Failed to save kindness kit. Please try again.';
export const MSG_KIT_NOT_FOUND = 'Kindness kit not found';
export const MSG_REQUIRED_FIELDS = 'Please fill in all required fields.';
export const MSG_LINK_FAILED = 'Failed to generate download link. Please try again.';
export const MSG_COPY_FAILED = 'Failed to copy to clipboard. Please try manually.';
export const MSG_FILE_REQUIRED = 'Please select a file and provide a name';
export const MSG_FILE_UPLOADED = 'File uploaded successfully';
export const MSG_FILE_DELETED = 'File deleted successfully';
export const MSG_FILE_UPLOAD_FAILED = 'Failed to upload file. Please try again.';
export const MSG_FILE_DELETE_FAILED = 'Failed to delete file. Please try again.';
// The names of a file (not the spec's; the server's words for the empty English name).
export const MSG_FILE_NAME = 'Give the file a name.';
export const MSG_FILE_RENAMED = 'File names saved';
export const MSG_RENAME_FAILED = 'Failed to save the file names. Please try again.';
