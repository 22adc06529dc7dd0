import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, renderWithQueryClient } from '@/testing/test-utils';

import { BookReviews } from './book-reviews';

const BOOK_ID = 'a835d4ab-77e4-56f2-a13a-5c027141ef2c';
const THANKS = 'Thank you for your review! It will appear once it has been approved.';

// The book's reviews (none yet) and the review form's POST.
function routes(send: () => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'POST' && url === `/api/books/${BOOK_ID}/reviews`) return send();
    if (url === `/api/books/${BOOK_ID}/testimonials`) return jsonResponse({ testimonials: [], count: 0 });
    throw new Error(`unexpected request ${init.method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Write a review', () => {
  afterEach(() => activateCatalogue('en', english));

  it('checks the fields, sends the review with its proof of work, and thanks the reader', async () => {
    const user = userEvent.setup();
    const fetchMock = routes(() => jsonResponse({ message: THANKS }, 201));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);

    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    await user.click(form.getByRole('button', { name: 'Send review' }));

    // Nothing chosen or typed: each required field says so, and focus goes to the stars.
    const stars = form.getByRole('radiogroup', { name: 'Your rating' });
    expect(stars).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
    expect(form.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription('Please enter your name.');
    expect(form.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription('Please write your review.');
    expect(form.getByRole('radiogroup', { name: 'I am a' })).toHaveAccessibleDescription(
      'Please tell us whether you are a parent, teacher, librarian or other.',
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Stars by keyboard: the arrow keys move along the radio group.
    await user.click(form.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(form.getByRole('textbox', { name: 'Your name' }), 'Pat');
    await user.type(form.getByRole('textbox', { name: 'Title (optional)' }), 'Bedtime hit');
    await user.type(form.getByRole('textbox', { name: 'Your review' }), 'Our twins ask for it every night.');
    await user.click(form.getByRole('radio', { name: 'Parent' }));
    const email = form.getByRole('textbox', { name: 'Email (optional)' });
    expect(email).toHaveAccessibleDescription('Only to tell you when your review is published. It is never shown.');
    await user.type(email, 'pat@example.com');
    await user.click(form.getByRole('button', { name: 'Send review' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      reviewerName: 'Pat',
      rating: 4,
      title: 'Bedtime hit',
      content: 'Our twins ask for it every night.',
      role: 'parent',
      email: 'pat@example.com',
      website: '',
      altcha: 'solved-challenge',
    });
  });

  it('shows the server’s field messages where they belong, in Spanish on a Spanish page', async () => {
    activateCatalogue('es', spanish);
    const user = userEvent.setup();
    routes(() =>
      jsonResponse(
        { error: { code: 'invalid', message: 'x', fields: { content: 'Tu reseña debe tener menos de 5.000 caracteres.' } } },
        400,
      ),
    );
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);
    await user.click(await screen.findByRole('button', { name: 'Escribir una reseña' }));
    const form = within(await screen.findByRole('form', { name: 'Escribe una reseña' }));
    await user.click(form.getByRole('radio', { name: '5 estrellas' }));
    await user.type(form.getByRole('textbox', { name: 'Tu nombre' }), 'Ana');
    await user.type(form.getByRole('textbox', { name: 'Tu reseña' }), 'Muy largo');
    await user.click(form.getByRole('radio', { name: 'Docente' }));
    await user.click(form.getByRole('button', { name: 'Enviar reseña' }));
    const text = form.getByRole('textbox', { name: 'Tu reseña' });
    await waitFor(() => expect(text).toHaveAccessibleDescription('Tu reseña debe tener menos de 5.000 caracteres.'));
    expect(text).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Tu nombre' })).toHaveValue('Ana');
  });

  it('closes on Cancel and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    routes(() => jsonResponse({}, 201));
    renderWithQueryClient(<BookReviews bookId={BOOK_ID} languageOf={() => 'en'} />);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus());
  });
});
