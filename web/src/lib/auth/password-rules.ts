// The admin password rule (spec §5 and §9: at least 8 characters, with a digit and an
// uppercase letter), shared by the screens that set a password: setup, reset and Account. The
// server applies the same rule (internal/storyshelf/user.go).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_HINT = 'At least 8 characters, including a number and an uppercase letter.';
export const MSG_PASSWORD_REQUIREMENTS = 'Password does not meet requirements.';
export const MSG_PASSWORDS_MISMATCH = 'Passwords do not match.';

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
