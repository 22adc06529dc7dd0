import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { makeIssue } from '@/testing/admin-data';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import { AnnounceBookOffer } from './announce-book';

const book = makeBook({ id: '0123456789abcdef', slug: 'the-brave-seed', title: 'The Brave Seed' });
const API = '/api/admin/newsletter/announcements';

describe('AnnounceBookOffer', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('asks the server for a draft announcing the new book and opens it', async () => {
    // Only these are asked: the draft is the server's, links and all.
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([book])],
      [`POST ${API}`]: [() => jsonResponse(makeIssue('new', { subject: 'New book: The Brave Seed', subjectEs: 'Nuevo libro: La semilla valiente' }), 201)],
    });
    const { router } = renderAdminScreen('/admin/books', '/admin/books', <AnnounceBookOffer bookId={book.id} />);
    expect(await screen.findByText('"The Brave Seed" is on the site.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write a newsletter about it' }));
    expect(await screen.findByText('The issue editor')).toBeInTheDocument();
    expect(whereIs(router)).toBe('/admin/newsletter/new');
    expect(bodiesOf(fetchMock, 'POST', API)).toEqual([{ bookId: book.id }]);
  });

  it('says so when the draft could not be started', async () => {
    routeFetch({
      'GET /api/admin/books': [() => jsonResponse([book])],
      [`POST ${API}`]: [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)],
    });
    const { router } = renderAdminScreen('/admin/books', '/admin/books', <AnnounceBookOffer bookId={book.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a newsletter about it' }));
    expect(await screen.findByText('The draft could not be started. Please try again.')).toBeInTheDocument();
    expect(whereIs(router)).toBe('/admin/books');
  });
});
