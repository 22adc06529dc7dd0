import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { makeKit } from '@/testing/admin-data';
import { catchSavedFiles, deferred, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { KitSignUp } from '../types';

import { KitSignUps } from './kit-signups';

const API = '/api/admin/kits/kit-1/signups';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const kit = () => jsonResponse(makeKit());

function signUp(n: number, overrides: Partial<KitSignUp> = {}): KitSignUp {
  return {
    id: `k-${n}`,
    kitId: 'kit-1',
    email: `parent${n}@example.com`,
    name: `Parent ${n}`,
    consentText: 'Send me the kit and the parent newsletter.',
    consentPage: '/books/the-kindness-cloud-a835d4ab',
    consentAt: '2025-06-01T12:00:00Z',
    lang: 'en',
    mailedAt: '2025-06-01T12:01:00Z',
    mailStatus: 'sent',
    createdAt: '2025-06-01T12:00:00Z',
    downloads: 2,
    ...overrides,
  };
}

function renderScreen(id = 'kit-1') {
  return renderAdminScreen(`/admin/kindness-kits/${id}/signups`, '/admin/kindness-kits/:id/signups', <KitSignUps id={id} />);
}

const items = () => within(screen.getByRole('list', { name: 'Sign-ups' })).getAllByRole('listitem');

describe('KitSignUps', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then who signed up: email, name, date, consent and downloads used', async () => {
    const list = deferred();
    routeFetch({ [`GET ${API}`]: [list.handler], 'GET /api/admin/kits/kit-1': [kit] });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Kit Sign-ups' })).toBeInTheDocument();
    expect(screen.getByText('Loading sign-ups...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kindness Kits' })).toHaveAttribute('href', '/admin/kindness-kits');
    expect(await screen.findByText('The Kindness Cloud Kit')).toBeInTheDocument();

    list.release(jsonResponse([signUp(1), signUp(2, { name: '', mailedAt: null, downloads: 0 })]));
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2, name: 'parent1@example.com' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Parent 1');
    expect(first).toHaveTextContent('Signed upJun 1, 2025');
    expect(first).toHaveTextContent('Downloads used2');
    expect(first).toHaveTextContent('On page/books/the-kindness-cloud-a835d4ab');
    expect(first).toHaveTextContent('Words agreed toSend me the kit and the parent newsletter.');
    expect(second).toHaveTextContent('Links last mailedNot yet');
    expect(second).toHaveTextContent('Downloads used0');
    expect(screen.getByText('2 sign-ups, newest first')).toBeInTheDocument();
  });

  it('never says links were mailed while their mail waits or failed', async () => {
    routeFetch({
      [`GET ${API}`]: [
        () =>
          jsonResponse([
            signUp(1),
            signUp(2, { mailedAt: null, mailStatus: 'pending' }),
            signUp(3, { mailedAt: null, mailStatus: 'failed' }),
            signUp(4, { mailedAt: null, mailStatus: 'logged' }),
          ]),
      ],
      'GET /api/admin/kits/kit-1': [kit],
    });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(4));
    const [sent, waiting, failed, logged] = items() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(sent).toHaveTextContent('Links last mailedJun 1, 2025');
    expect(waiting).toHaveTextContent('Links last mailedNot yet: waiting to be sent');
    expect(failed).toHaveTextContent('Links last mailedNot sent: sending failed');
    expect(logged).toHaveTextContent('Links last mailedNot sent: no mail server was set up');
  });

  it('says so when nobody signed up yet, and offers no export', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([])], 'GET /api/admin/kits/kit-1': [kit] });
    renderScreen();
    expect(await screen.findByText('No sign-ups yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('says when the kit does not exist, with the way back', async () => {
    const gone = () => jsonResponse({ error: { code: 'not_found', message: 'Kindness kit not found' } }, 404);
    routeFetch({ 'GET /api/admin/kits/nope/signups': [gone], 'GET /api/admin/kits/nope': [gone] });
    renderScreen('nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kindness kit not found');
    expect(within(alert).getByRole('link', { name: 'Back to Kindness Kits' })).toBeInTheDocument();
  });

  it('offers a retry when the sign-ups cannot be loaded', async () => {
    // The screen asks twice before it gives up (one retry).
    routeFetch({ [`GET ${API}`]: [boom, boom, () => jsonResponse([signUp(1)])], 'GET /api/admin/kits/kit-1': [kit] });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the sign-ups. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it("shows each sign-up's language, filters by it in the address, and exports as filtered", async () => {
    const saved = catchSavedFiles();
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse([signUp(1, { lang: 'es' }), signUp(2)])],
      [`GET ${API}?lang=es`]: [() => jsonResponse([signUp(1, { lang: 'es' })])],
      [`GET ${API}?lang=en`]: [() => jsonResponse([])],
      'GET /api/admin/kits/kit-1': [kit],
      [`GET ${API}/export?lang=es`]: [
        () =>
          new Response('email,language\nparent1@example.com,es\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="kit-sign-ups-es.csv"' },
          }),
      ],
    });
    const { router } = renderScreen();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(2));
    const [spanish, english] = items() as [HTMLElement, HTMLElement];
    expect(within(spanish).getByRole('img', { name: 'Spanish' })).toHaveTextContent('ES');
    expect(within(english).getByRole('img', { name: 'English' })).toHaveTextContent('EN');

    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByText('1 sign-up in Spanish, newest first')).toBeInTheDocument();
    expect(whereIs(router)).toBe('/admin/kindness-kits/kit-1/signups?lang=es');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('kit-sign-ups-es.csv has been saved.')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['kit-sign-ups-es.csv']);

    await user.selectOptions(screen.getByLabelText('Language'), 'en');
    expect(await screen.findByText('No sign-ups in English')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every language' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(whereIs(router)).toBe('/admin/kindness-kits/kit-1/signups');
  });

  it('exports the sign-ups as CSV', async () => {
    const saved = catchSavedFiles();
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse([signUp(1)])],
      'GET /api/admin/kits/kit-1': [kit],
      [`GET ${API}/export`]: [
        () =>
          new Response('email,name\nparent1@example.com,Parent 1\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="kit-sign-ups-2026-01-02.csv"' },
          }),
      ],
    });
    renderScreen();
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('kit-sign-ups-2026-01-02.csv has been saved.')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['kit-sign-ups-2026-01-02.csv']);
  });
});
