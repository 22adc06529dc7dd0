import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import type { AdminTestimonial, AdminTestimonialsPage } from '../types';
import { today } from '../utils/testimonial-form';

import { TestimonialsAdmin } from './testimonials-admin';

const API = '/api/admin/testimonials';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const cloud = makeBook({ id: 'b-1', title: 'The Kindness Cloud' });
const seed = makeBook({ id: 'b-2', title: 'The Brave Little Seed' });
const books = () => jsonResponse([cloud, seed]);

function review(n: number, overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id: `t-${n}`,
    bookId: 'b-1',
    bookTitle: 'The Kindness Cloud',
    bookSlug: 'the-kindness-cloud-b-1',
    rating: 4,
    title: `Review ${n}`,
    content: `Lovely story number ${n}.`,
    reviewerName: `Reader ${n}`,
    source: 'Amazon',
    date: '2025-06-01',
    verifiedPurchase: n === 1,
    createdAt: '2025-06-01T10:00:00Z',
    ...overrides,
  };
}

function pageOf(page: number, totalCount: number, count = Math.min(10, totalCount - (page - 1) * 10)) {
  return (): Response =>
    jsonResponse({
      testimonials: Array.from({ length: count }, (_, i) => review((page - 1) * 10 + i + 1)),
      totalCount,
      totalPages: Math.ceil(totalCount / 10),
      page,
    } satisfies AdminTestimonialsPage);
}

// The address the screen last showed, noted after each render.
let location = '';
function Where() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location = `${pathname}${search}`;
  });
  return null;
}

function renderAdmin(path = '/admin/testimonials') {
  return renderAdminScreen(
    path,
    '/admin/testimonials',
    <>
      <TestimonialsAdmin />
      <Where />
    </>,
  );
}

const items = () => within(screen.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem');
const pager = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
const pageButtons = () =>
  pager()
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('TestimonialsAdmin list', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then the newest reviews with their book, stars and actions', async () => {
    const list = deferred();
    const fetchMock = routeFetch({ [`GET ${API}?page=1`]: [list.handler], 'GET /api/admin/books': [books] });
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();

    list.release(pageOf(1, 19)());
    await waitFor(() => expect(items()).toHaveLength(10));
    const first = items()[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Reader 1');
    expect(first).toHaveTextContent('on The Kindness Cloud');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Review 1');
    expect(first).toHaveTextContent('Lovely story number 1.');
    expect(first).toHaveTextContent('Jun 1, 2025');
    expect(first).toHaveTextContent('Verified purchase');
    expect(within(first).getByRole('button', { name: 'Edit review by Reader 1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete review by Reader 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 19 testimonials, newest first')).toBeInTheDocument();

    // The book filter lists the books by title.
    await waitFor(() =>
      expect(within(screen.getByLabelText('Filter by book')).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All books',
        'The Brave Little Seed',
        'The Kindness Cloud',
      ]),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('says so when there are no reviews, or none match the filters', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 0)],
      [`GET ${API}?page=1&q=nothing`]: [pageOf(1, 0)],
      'GET /api/admin/books': [books],
    });
    renderAdmin();
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing{Enter}');
    expect(await screen.findByText('No testimonials match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [boom, pageOf(1, 3)], 'GET /api/admin/books': [books] });
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load testimonials. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages with a window of 5 page buttons and Previous/Next', async () => {
    const routes: Record<string, Array<() => Response>> = { 'GET /api/admin/books': [books] };
    for (let p = 1; p <= 12; p++) routes[`GET ${API}?page=${p}`] = [pageOf(p, 115)];
    const fetchMock = routeFetch(routes);
    renderAdmin();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(10));

    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(pager().getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pager().getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(pager().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    expect(location).toBe('/admin/testimonials?page=2');
    expect(screen.getByText('Showing 11–20 of 115 testimonials, newest first')).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');

    await user.click(pager().getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']));
    expect(items()[0]).toHaveTextContent('Reader 41');

    await user.click(pager().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pageButtons()).toEqual(['2', '3', '4', '5', '6']));
    expect(pager().getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

    // The last page: Next does nothing, and keeps the focus.
    await user.click(pager().getByRole('button', { name: 'Page 6' }));
    await waitFor(() => expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']));
    fireEvent.click(pager().getByRole('button', { name: 'Page 8' }));
    await waitFor(() => expect(pageButtons()).toEqual(['6', '7', '8', '9', '10']));
    fireEvent.click(pager().getByRole('button', { name: 'Page 10' }));
    await waitFor(() => expect(pageButtons()).toEqual(['8', '9', '10', '11', '12']));
    const next = pager().getByRole('button', { name: 'Next' });
    await user.click(pager().getByRole('button', { name: 'Page 12' }));
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(items()).toHaveLength(5));
    const calls = fetchMock.mock.calls.length;
    await user.click(next);
    expect(next).toHaveFocus();
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(location).toBe('/admin/testimonials?page=12');
  });

  it('filters by book and searches, each starting again at page 1', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 19)],
      [`GET ${API}?page=2`]: [pageOf(2, 19)],
      [`GET ${API}?page=1&bookId=b-2`]: [pageOf(1, 4)],
      [`GET ${API}?page=1&bookId=b-2&q=moon`]: [pageOf(1, 1)],
      'GET /api/admin/books': [books],
    });
    renderAdmin('/admin/testimonials?page=2');
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(9));
    await screen.findByRole('option', { name: 'The Brave Little Seed' });

    await user.selectOptions(screen.getByLabelText('Filter by book'), 'b-2');
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(location).toBe('/admin/testimonials?book=b-2');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' moon ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location).toBe('/admin/testimonials?book=b-2&q=moon');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`${API}?page=1&bookId=b-2&q=moon`);
  });
});

describe('TestimonialsAdmin delete', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('asks first; Cancel and Escape keep the review', async () => {
    const fetchMock = routeFetch({ [`GET ${API}?page=1`]: [pageOf(1, 3)], 'GET /api/admin/books': [books] });
    renderAdmin();
    const user = userEvent.setup({ delay: null });
    const deleteButton = await screen.findByRole('button', { name: 'Delete review by Reader 2' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    expect(dialog).toHaveAccessibleDescription(
      `Delete the review by "Reader 2" of "The Kindness Cloud"? It will no longer appear on the book's page. This cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteButton).toHaveFocus();
    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(items()).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes after confirming and refreshes the book page and the home page reviews', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 3), pageOf(1, 2)],
      [`DELETE ${API}/t-2`]: [() => new Response(null, { status: 204 })],
      'GET /api/admin/books': [books],
    });
    const { queryClient } = renderAdmin();
    queryClient.setQueryData(queryKeys.bookTestimonials('b-1'), { testimonials: [], count: 0 });
    queryClient.setQueryData(queryKeys.featuredTestimonials, []);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete review by Reader 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Testimonial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The review by Reader 2 has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonials' })).toHaveFocus();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(location).toBe('/admin/testimonials');
    expect(queryClient.getQueryState(queryKeys.bookTestimonials('b-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.featuredTestimonials)?.isInvalidated).toBe(true);
  });

  it('goes to the previous page after deleting the last review on a page after the first', async () => {
    routeFetch({
      [`GET ${API}?page=2`]: [pageOf(2, 11)],
      [`GET ${API}?page=1`]: [pageOf(1, 10)],
      [`DELETE ${API}/t-11`]: [() => new Response(null, { status: 204 })],
      'GET /api/admin/books': [books],
    });
    renderAdmin('/admin/testimonials?page=2');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete review by Reader 11' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Testimonial' }));
    await waitFor(() => expect(location).toBe('/admin/testimonials'));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('keeps the review and says so when deleting fails', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 3)],
      [`DELETE ${API}/t-1`]: [boom],
      'GET /api/admin/books': [books],
    });
    renderAdmin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete review by Reader 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Testimonial' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete testimonial. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(items()).toHaveLength(3);
  });
});

describe('TestimonialsAdmin form', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('adds a review in a modal: defaults, required messages, stars by keyboard, Adding...', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 3), pageOf(1, 4)],
      [`POST ${API}`]: [save.handler],
      'GET /api/admin/books': [books],
    });
    renderAdmin();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Edit review by Reader 1' });
    const add = screen.getByRole('button', { name: 'Add Testimonial' });
    await user.click(add);

    const dialog = screen.getByRole('dialog', { name: 'Add Testimonial' });
    const form = within(dialog);
    expect(form.getByLabelText('Book')).toHaveFocus();
    expect(form.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(form.getAllByRole('radio')).toHaveLength(5);
    expect(form.getByLabelText('Date')).toHaveValue(today());
    expect(form.getByLabelText('Verified purchase')).not.toBeChecked();

    await user.clear(form.getByLabelText('Date'));
    await user.type(form.getByLabelText('Review Title (optional)'), '   ');
    await user.click(form.getByRole('button', { name: 'Add Testimonial' }));
    await waitFor(() => expect(form.getByLabelText('Book')).toHaveAttribute('aria-invalid', 'true'));
    const expected: Array<[string, string]> = [
      ['Book', 'Please select a book'],
      ['Reviewer Name', 'Reviewer name is required'],
      ['Review Title (optional)', 'If provided, review title cannot be empty'],
      ['Review Content', 'Review content is required'],
      ['Date', 'Date is required'],
    ];
    for (const [label, message] of expected) {
      expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(form.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(form.getByLabelText('Book')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(form.getByLabelText('Book'), 'b-2');
    await user.type(form.getByLabelText('Reviewer Name'), ' Maya P. ');
    await user.clear(form.getByLabelText('Review Title (optional)'));
    await user.type(form.getByLabelText('Review Title (optional)'), 'Bedtime favourite');
    await user.type(form.getByLabelText('Review Content'), 'We read it every night.');
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-02-01' } });
    await user.type(form.getByLabelText('Source (optional)'), 'Goodreads');
    await user.click(form.getByLabelText('Verified purchase'));

    // The stars are a radio group: Tab reaches the chosen one, the arrows move it.
    form.getByRole('radio', { name: '5 stars' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(form.getByRole('radio', { name: '5 stars' })).not.toBeChecked();

    await user.click(form.getByRole('button', { name: 'Add Testimonial' }));
    expect(await form.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', API)).toEqual([
      {
        bookId: 'b-2',
        rating: 3,
        title: 'Bedtime favourite',
        content: 'We read it every night.',
        reviewerName: 'Maya P.',
        source: 'Goodreads',
        date: '2026-02-01',
        verifiedPurchase: true,
        role: '',
      },
    ]);
    save.release(jsonResponse({ ...review(99), reviewerName: 'Maya P.', bookId: 'b-2' }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The review by Maya P. has been added.')).toBeInTheDocument();
    expect(add).toHaveFocus();
    await waitFor(() => expect(items()).toHaveLength(4));
  });

  it('edits a review: its values, a new rating, Updating..., the PUT body', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 3)],
      [`PUT ${API}/t-2`]: [save.handler],
      'GET /api/admin/books': [books],
    });
    renderAdmin();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit review by Reader 2' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Testimonial' }));
    await waitFor(() => expect(form.getByLabelText('Book')).toHaveValue('b-1'));
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form.getByLabelText('Reviewer Name')).toHaveValue('Reader 2');
    expect(form.getByLabelText('Review Title (optional)')).toHaveValue('Review 2');
    expect(form.getByLabelText('Date')).toHaveValue('2025-06-01');
    expect(form.getByLabelText('Source (optional)')).toHaveValue('Amazon');

    await user.click(form.getByRole('radio', { name: '2 stars' }));
    await user.click(form.getByRole('button', { name: 'Update Testimonial' }));
    expect(await form.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/t-2`)).toEqual([
      {
        bookId: 'b-1',
        rating: 2,
        title: 'Review 2',
        content: 'Lovely story number 2.',
        reviewerName: 'Reader 2',
        source: 'Amazon',
        date: '2025-06-01',
        verifiedPurchase: false,
        role: '',
      },
    ]);
    save.release(jsonResponse({ ...review(2), rating: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The review by Reader 2 has been updated.')).toBeInTheDocument();
  });

  it('shows the server field messages on their fields, else the fixed message; Escape closes', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 3)],
      [`PUT ${API}/t-1`]: [
        () =>
          jsonResponse(
            {
              error: {
                code: 'invalid',
                message: 'Please select a book',
                fields: { bookId: 'Please select a book' },
              },
            },
            400,
          ),
        boom,
      ],
      'GET /api/admin/books': [books],
    });
    renderAdmin();
    const user = userEvent.setup({ delay: null });
    const edit = await screen.findByRole('button', { name: 'Edit review by Reader 1' });
    await user.click(edit);
    const form = within(screen.getByRole('dialog'));
    await user.click(form.getByRole('button', { name: 'Update Testimonial' }));
    await waitFor(() => expect(form.getByLabelText('Book')).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByLabelText('Book')).toHaveAccessibleDescription(expect.stringContaining('Please select a book'));
    expect(form.getByLabelText('Book')).toHaveFocus();

    await user.click(form.getByRole('button', { name: 'Update Testimonial' }));
    expect(await form.findByText('Failed to save testimonial. Please try again.')).toBeInTheDocument();
    expect(form.getByLabelText('Reviewer Name')).toHaveValue('Reader 1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveFocus();
  });
});

describe('TestimonialsAdmin readers’ reviews', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows the waiting ones, and approves one with a toast', async () => {
    const user = userEvent.setup();
    const waiting = review(7, { status: 'waiting', origin: 'reader', role: 'parent', email: 'pat@example.com', reviewerName: 'Pat', source: '' });
    const listOf = (list: AdminTestimonial[]) => () =>
      jsonResponse({ testimonials: list, totalCount: list.length, totalPages: 1, page: 1 } satisfies AdminTestimonialsPage);
    const fetchMock = routeFetch({
      'GET /api/admin/books': [books],
      [`GET ${API}?page=1`]: [listOf([waiting, review(1)])],
      [`GET ${API}?page=1&status=waiting`]: [listOf([waiting]), listOf([])],
      [`POST ${API}/t-7/approve`]: [() => jsonResponse({ ...waiting, status: 'approved' })],
    });
    renderAdmin();
    expect(await screen.findByText('Waiting')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'waiting');
    await waitFor(() => expect(location).toBe('/admin/testimonials?status=waiting'));
    await waitFor(() => expect(items()).toHaveLength(1));
    const item = within(items()[0]!);
    expect(item.getByText('pat@example.com')).toBeInTheDocument();
    expect(item.getByText('Parent')).toBeInTheDocument();
    expect(item.getByText('Sent from the book page')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Approve review by Pat' }));
    expect(await screen.findByText("The review by Pat has been approved. It now shows on the book's page.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === `${API}/t-7/approve` && init?.method === 'POST')).toHaveLength(1);
    // The list asks again: nothing waits any more.
    await waitFor(() => expect(screen.getByText('No testimonials match')).toBeInTheDocument());
  });
});
