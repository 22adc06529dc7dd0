// The admin password rule (spec §5 and §9: at least 8 characters, with a digit and an
// uppercase letter), shared by the screens that set a password: setup, reset and Account. The
// server applies the same rule (internal/storyshelf/user.go).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_HINT = 'At least 8 characters, including a number and an uppercase letter.';
export const MSG_PASSWORD_REQUIREMENTS = 'Password does not meet requirements.';
export const MSG_PASSWORDS_MISMATCH = 'Passwords do not match.';

// What a password still lacks, in words: the spec's sentence, then each rule it breaks (issue
// #45: the sentence alone did not say which). As the server says it (storyshelf.PasswordProblem).
export function passwordProblem(password: string): string | null {
  const needs = [
    [...password].length < PASSWORD_MIN_LENGTH || password.trim() === '' ? `at least ${PASSWORD_MIN_LENGTH} characters` : '',
    /\p{Nd}/u.test(password) ? '' : 'a number',
    /\p{Lu}/u.test(password) ? '' : 'an uppercase letter',
  ].filter(Boolean);
  if (password.length > 1024) return `${MSG_PASSWORD_REQUIREMENTS.slice(0, -1)}: it can have at most 1024 characters.`;
  if (needs.length === 0) return null;
  const list = needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}`;
  return `${MSG_PASSWORD_REQUIREMENTS.slice(0, -1)}: it needs ${list}.`;
}

// A zod check of a new password: the message says what it still lacks.
export function checkNewPassword(password: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

export function meetsPasswordRules(password: string) {
  // Counted in characters (code points) like the server, which also refuses blank and huge ones.
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    password.length <= 1024 &&
    password.trim() !== '' &&
    /\p{Nd}/u.test(password) &&
    /\p{Lu}/u.test(password)
  );
}
