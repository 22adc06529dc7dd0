import { describe, expect, it } from 'vitest';

import { isEmailAddress } from './email-address';

// The same addresses as the server's TestValidateEmail: what it refuses, the forms refuse
// before posting, and what it takes, they take.
describe('isEmailAddress', () => {
  it.each([
    'reader@example.com',
    'Reader.Name+books@school.example.org',
    'anna@münchen.de',
    'anna@xn--mnchen-3ya.de',
    "o'brien@example.co.uk",
    'a+tag@sub.example.com',
    'josé@example.com',
    'a@Example.COM',
    'a@my-school.example.com',
  ])('takes %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    'no-at-sign.example.com',
    'a@example',
    'a b@example.com',
    'a@b.co#x',
    'a@-b.co',
    'a@b-.co',
    'a@b_c.co',
    'a@xn--.co',
    'a@b..co',
    `a@${'x'.repeat(64)}.co`,
  ])('refuses %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
