import type { SignIn } from '../types';

// A signed-in device as the owner knows it: 'Firefox on Windows', 'Safari on iPhone', or what
// little its browser said of itself.
export function deviceName({ browser, system }: Pick<SignIn, 'browser' | 'system'>) {
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown browser';
}
