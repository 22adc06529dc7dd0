// The contact form's subjects (spec §5), apart from its checks so the form's placeholder
// shows them without loading zod.
export const CONTACT_SUBJECTS = [
  'Book Question',
  'Download Issue',
  'School Visit Request',
  'Feedback',
  'Other',
] as const;
