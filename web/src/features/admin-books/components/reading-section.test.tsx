import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import { EditBook } from './edit-book';

// The book form's own Learning Benefits & Reading Tips: empty, the book's page shows the site's.
const stored = makeBook({
  id: 'b-1',
  coverImage: '/files/covers/ripple.png',
  learningBenefits: [{ text: 'Counts the ducks', textEs: 'Cuenta los patos' }],
});

const renderEdit = () => renderAdminScreen('/admin/books/edit/b-1', '/admin/books/edit/:id', <EditBook id="b-1" />);
const reading = () => within(screen.getByRole('region', { name: 'Learning Benefits & Reading Tips' }));

describe("the book form's Learning Benefits & Reading Tips", () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it("shows the book's own, checks a new tip, and saves both lists in both languages", async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/books/b-1': [() => jsonResponse(stored)],
      'GET /api/admin/books': [() => jsonResponse([])],
      'PUT /api/admin/books/b-1': [save.handler],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Learning Benefits & Reading Tips' });
    expect(reading().getByLabelText('Benefit 1 Text')).toHaveValue('Counts the ducks');
    expect(reading().getByLabelText('Benefit 1 Text (Español)')).toHaveValue('Cuenta los patos');
    expect(reading().getByText("None of its own: the page shows the site's reading tips.")).toBeInTheDocument();

    await user.click(reading().getByRole('button', { name: 'Add tip' }));
    expect(reading().getByLabelText('Tip 1 Title')).toHaveFocus();
    await user.type(reading().getByLabelText('Tip 1 Title'), ' Quack along ');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(reading().getByLabelText('Tip 1 Text')).toHaveAccessibleDescription("Please enter the tip's text."));
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/b-1')).toHaveLength(0);

    await user.type(reading().getByLabelText('Tip 1 Text'), 'Every page has a duck.');
    await user.type(reading().getByLabelText('Tip 1 Text (Español)'), 'Cada página tiene un pato.');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/b-1')[0]).toMatchObject({
      learningBenefits: [{ text: 'Counts the ducks', textEs: 'Cuenta los patos' }],
      readingTips: [{ title: 'Quack along', titleEs: '', text: 'Every page has a duck.', textEs: 'Cada página tiene un pato.' }],
    });
    save.release(jsonResponse(stored));
    expect(await screen.findByText(/has been updated/)).toBeInTheDocument();
  });

  it("sends empty lists once the owner removes the book's own, so its page shows the site's again", async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books/b-1': [() => jsonResponse(stored)],
      'GET /api/admin/books': [() => jsonResponse([])],
      'PUT /api/admin/books/b-1': [() => jsonResponse(stored)],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Learning Benefits & Reading Tips' });
    await user.click(reading().getByRole('button', { name: 'Remove benefit 1' }));
    expect(reading().getByText("None of its own: the page shows the site's learning benefits.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/b-1')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/b-1')[0]).toMatchObject({ learningBenefits: [], readingTips: [] });
  });
});
