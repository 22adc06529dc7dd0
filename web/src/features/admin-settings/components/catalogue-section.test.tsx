import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook, makeSite } from '@/testing/test-utils';

import type { AdminSettings, Settings } from '../types';

import { CatalogueSection } from './catalogue-section';

const API = '/api/admin/settings/catalogue';
const seed = makeBook({ id: 'b1111111-0000-4000-8000-000000000002', title: 'The Brave Little Seed' });
const settings = { ...makeSite() } as Settings;
const data: AdminSettings = { settings, defaults: settings };

describe('CatalogueSection', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('checks the New! period, then saves it with the featured book', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([seed])],
      [`PUT ${API}`]: [
        (init) => jsonResponse({ message: 'Settings saved.', settings: { ...settings, catalogue: JSON.parse(String(init.body)) } }),
      ],
      'GET /api/site': [() => jsonResponse(makeSite())],
    });
    renderAdminScreen('/admin/settings', '/admin/settings', <CatalogueSection data={data} onDirtyChange={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const section = within(screen.getByRole('region', { name: 'Books list' }));
    const months = section.getByLabelText('New! badge for (months)');
    expect(months).toHaveValue(6);
    expect(section.getByLabelText('Featured book')).toHaveDisplayValue('None: the newest book');

    await user.clear(months);
    await user.type(months, '61');
    await user.click(section.getByRole('button', { name: 'Save Books list' }));
    expect(await section.findByText('Choose between 1 and 60 months.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([]);

    await user.clear(months);
    await user.type(months, '12');
    await section.findByRole('option', { name: 'The Brave Little Seed' });
    await user.selectOptions(section.getByLabelText('Featured book'), 'The Brave Little Seed');
    await user.click(section.getByRole('button', { name: 'Save Books list' }));
    expect(await screen.findByText('Books list saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ featuredBookId: seed.id, newMonths: 12 }]);
  });
});
