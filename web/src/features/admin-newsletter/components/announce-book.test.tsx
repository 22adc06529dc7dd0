import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import type { IssueInput } from '../types';

import { AnnounceBookOffer } from './announce-book';

const book = makeBook({ id: '0123456789abcdef', slug: 'the-brave-seed', title: 'The Brave Seed', coverImage: '/files/covers/seed.jpg' });

describe('AnnounceBookOffer', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('starts a filled-in draft announcing the new book and opens it', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([book])],
      // The links start with the site's configured address, not the admin's (the test page's).
      'GET /api/admin/newsletter/settings': [
        () => jsonResponse({ perMinute: 60, sendFrom: 'site', mailerLite: false, siteUrl: 'https://books.example.com' }),
      ],
      'POST /api/admin/newsletter/issues': [(init) => jsonResponse({ id: 'new', ...(JSON.parse(String(init.body)) as object) }, 201)],
    });
    const { router } = renderAdminScreen('/admin/books', '/admin/books', <AnnounceBookOffer bookId={book.id} />);
    expect(await screen.findByText('"The Brave Seed" is on the site.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write a newsletter about it' }));
    expect(await screen.findByText('The issue editor')).toBeInTheDocument();
    expect(whereIs(router)).toBe('/admin/newsletter/new');
    const [draft] = bodiesOf(fetchMock, 'POST', '/api/admin/newsletter/issues') as IssueInput[];
    expect(draft).toMatchObject({ subject: 'New book: The Brave Seed', audience: 'all' });
    expect(draft!.bodyHtml).toContain('<img src="/files/covers/seed.jpg" alt="The Brave Seed">');
    expect(draft!.bodyText).toContain('See the book: https://books.example.com/books/the-brave-seed-01234567');
  });
});
