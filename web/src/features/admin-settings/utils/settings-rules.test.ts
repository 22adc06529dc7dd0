import { describe, expect, it } from 'vitest';

import { formErrors } from '@/lib/form-rules';

import { identitySchema, identityToForm } from './identity-form';
import { isHttpsUrl, isMailable } from './settings-rules';
import { socialSchema } from './social-form';

const identity = identityToForm({
  name: 'Storyshelf',
  tagline: '',
  taglineEs: '',
  legalName: '',
  publisherType: 'Organization',
  contactEmail: '',
  visitsEmail: '',
  mediaEmail: '',
});

describe('the settings rules', () => {
  it('takes only full https:// addresses with a host', () => {
    expect(isHttpsUrl('https://bsky.app/profile/lily')).toBe(true);
    expect(isHttpsUrl('  https://www.tiktok.com/@lily ')).toBe(true);
    expect(isHttpsUrl('http://www.tiktok.com/@lily')).toBe(false);
    expect(isHttpsUrl('https:tiktok.com')).toBe(false);
    expect(isHttpsUrl('https://')).toBe(false);
    expect(isHttpsUrl('www.tiktok.com')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('https://lily.example/a b')).toBe(false);
    expect(isHttpsUrl('https://lily.example/"><script>')).toBe(false);
    expect(isHttpsUrl('https://me@lily.example')).toBe(false);
  });

  it('takes an address the mailer can send to', () => {
    expect(isMailable('hello@lily.example')).toBe(true);
    expect(isMailable('hello@lily')).toBe(false);
    expect(isMailable('Lily <hello@lily.example>')).toBe(false);
    expect(isMailable('a@b.example,c@d.example')).toBe(false);
    expect(isMailable('a@b.exa\nmple')).toBe(false);
  });

  it('counts characters, not UTF-16 units, after trimming', () => {
    expect(formErrors(identitySchema, { ...identity, name: '📚'.repeat(80) })).toEqual({});
    expect(formErrors(identitySchema, { ...identity, name: `  ${'a'.repeat(80)}  ` })).toEqual({});
    expect(formErrors(identitySchema, { ...identity, name: 'a'.repeat(81) })).toEqual({
      name: 'Please keep this to 80 characters or fewer.',
    });
  });

  it("words each identity problem as the server does", () => {
    expect(
      formErrors(identitySchema, {
        ...identity,
        name: ' ',
        publisherType: 'Company' as 'Person',
        contactEmail: 'nope',
        mediaEmail: `${'a'.repeat(250)}@b.example`,
      }),
    ).toEqual({
      name: "Please enter the site's name.",
      publisherType: 'Choose Organisation or Person.',
      contactEmail: 'Please enter a valid email address.',
      mediaEmail: 'Please keep this to 254 characters or fewer.',
    });
  });

  it('words each link problem as the server does', () => {
    const links = Array.from({ length: 13 }, () => ({ kind: 'website', url: 'https://lily.example' }));
    expect(formErrors(socialSchema, { links })).toEqual({ links: 'Add at most 12 links.' });
    expect(formErrors(socialSchema, { links: [{ kind: 'myspace', url: 'http://lily.example' }] })).toEqual({
      'links.0.kind': 'Choose which site this link is for.',
      'links.0.url': 'Please enter a full address starting with https://',
    });
  });
});
