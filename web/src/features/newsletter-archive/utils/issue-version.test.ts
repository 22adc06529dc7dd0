import { describe, expect, it } from 'vitest';

import type { ArchivedIssue } from '@/types/api';

import { issueVersion, writtenIn } from './issue-version';

const both: ArchivedIssue = {
  id: 'i-1',
  subject: 'Spring tips',
  previewText: 'Three ideas',
  subjectEs: 'Ideas de primavera',
  previewTextEs: 'Tres ideas',
  sentAt: '2026-04-02T09:00:00Z',
  bodyHtml: '<p>Plant a seed.</p>',
  bodyHtmlEs: '<p>Planta una semilla.</p>',
};
const englishOnly: ArchivedIssue = { ...both, subjectEs: '', previewTextEs: '', bodyHtmlEs: '' };
const spanishOnly: ArchivedIssue = { ...both, subject: '', previewText: '', bodyHtml: '' };

describe('issueVersion', () => {
  it("shows the page's language when that version is written", () => {
    expect(issueVersion(both, 'en')).toEqual({ lang: 'en', subject: 'Spring tips', previewText: 'Three ideas', bodyHtml: '<p>Plant a seed.</p>' });
    expect(issueVersion(both, 'es')).toEqual({
      lang: 'es',
      subject: 'Ideas de primavera',
      previewText: 'Tres ideas',
      bodyHtml: '<p>Planta una semilla.</p>',
    });
  });

  it('shows the other version when the page language has none', () => {
    expect(issueVersion(englishOnly, 'es')).toMatchObject({ lang: 'en', subject: 'Spring tips' });
    expect(issueVersion(spanishOnly, 'en')).toMatchObject({ lang: 'es', subject: 'Ideas de primavera' });
  });

  it('reads a missing body (the list has none) as empty', () => {
    const { bodyHtml: _en, bodyHtmlEs: _es, ...listed } = both;
    expect(issueVersion(listed, 'es').bodyHtml).toBe('');
  });
});

describe('writtenIn', () => {
  it('says which languages an issue is written in', () => {
    expect([writtenIn(both, 'en'), writtenIn(both, 'es')]).toEqual([true, true]);
    expect([writtenIn(englishOnly, 'en'), writtenIn(englishOnly, 'es')]).toEqual([true, false]);
    expect([writtenIn(spanishOnly, 'en'), writtenIn(spanishOnly, 'es')]).toEqual([false, true]);
  });
});
