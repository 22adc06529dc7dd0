import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { BackupSettingsView } from '../types';

import { BackupsSection } from './backups-section';
import { UnsavedSectionsContext, type UnsavedSections } from './unsaved-sections';

const API = '/api/admin/backups';
const WHERE = 'the folder /srv/storyshelf on this server';

const fresh: BackupSettingsView = {
  settings: { on: false, everyHours: 24, keep: 7 },
  server: { everyMinutes: 0, keep: 0 },
  on: false,
  where: WHERE,
};

const turnedOn: BackupSettingsView = { ...fresh, settings: { on: true, everyHours: 168, keep: 14 }, on: true };

const section = () => screen.getByRole('region', { name: 'Backups' });

function renderSection(unsaved: UnsavedSections = {}) {
  const onDirtyChange = vi.fn();
  return {
    onDirtyChange,
    ...renderAdminScreen(
      '/admin/settings',
      '/admin/settings',
      <UnsavedSectionsContext.Provider value={unsaved}>
        <BackupsSection onDirtyChange={onDirtyChange} />
      </UnsavedSectionsContext.Provider>,
    ),
  };
}

describe('BackupsSection', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('says backups are off on a new site, where they go and how to restore one, then turns them on', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(fresh)],
      [`PUT ${API}`]: [() => jsonResponse({ ...turnedOn, message: 'Backups are on. The next one is made in a few minutes.' })],
    });
    const { onDirtyChange } = renderSection();
    expect(await within(section()).findByText(/Backups are off\./)).toBeInTheDocument();
    expect(section()).toHaveAttribute('id', 'backups');
    expect(section()).toHaveTextContent(`It is kept in ${WHERE}, where nobody on the web can reach it.`);
    expect(section()).toHaveTextContent(
      'Give the backup file to whoever runs your server, and ask them to restore it with Storyshelf’s import command, storyshelf import followed by the file’s name.',
    );
    // Never a server setting's name (issue 27).
    expect(section()).not.toHaveTextContent(/[A-Z]{3,}_[A-Z]{3,}/);
    expect(screen.getByLabelText('Make backups on their own')).not.toBeChecked();
    expect(screen.getByLabelText('How often')).toHaveValue('24');
    expect(screen.getByLabelText('How many to keep')).toHaveValue(7);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Make backups on their own'));
    await user.selectOptions(screen.getByLabelText('How often'), 'Every week');
    await user.clear(screen.getByLabelText('How many to keep'));
    await user.type(screen.getByLabelText('How many to keep'), '14');
    expect(onDirtyChange).toHaveBeenLastCalledWith('backups', true, 'Backups');
    await user.click(screen.getByRole('button', { name: 'Save Backups' }));

    expect(await screen.findByText('Backups are on. The next one is made in a few minutes.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ on: true, everyHours: 168, keep: 14 }]);
    expect(
      await within(section()).findByText('Backups are on: a copy of the whole site is made every week, and the newest 14 are kept.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith('backups', false, 'Backups'));
  });

  it('checks how many to keep before sending, and shows the server’s messages on their fields', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(fresh)],
      [`PUT ${API}`]: [
        () =>
          jsonResponse(
            { error: { code: 'invalid', message: 'Choose how often backups are made.', fields: { everyHours: 'Choose how often backups are made.' } } },
            400,
          ),
      ],
    });
    renderSection();
    const user = userEvent.setup();
    const keep = await screen.findByLabelText('How many to keep');
    await user.clear(keep);
    await user.type(keep, '0');
    await user.click(screen.getByRole('button', { name: 'Save Backups' }));
    expect(keep).toHaveAccessibleDescription(expect.stringContaining('Keep between 1 and 100 backups.'));
    await user.clear(keep);
    await user.click(screen.getByRole('button', { name: 'Save Backups' }));
    expect(keep).toHaveAccessibleDescription(expect.stringContaining('Keep between 1 and 100 backups.'));
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([]);

    await user.type(keep, '5');
    await user.click(screen.getByRole('button', { name: 'Save Backups' }));
    await waitFor(() =>
      expect(screen.getByLabelText('How often')).toHaveAccessibleDescription(expect.stringContaining('Choose how often backups are made.')),
    );
  });

  it("shows the server's own settings read-only, in plain words", async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse({ ...fresh, server: { everyMinutes: 720, keep: 4 }, on: true })],
    });
    renderSection();
    expect(
      await within(section()).findByText('Backups are on: a copy of the whole site is made every 12 hours, and the newest 4 are kept.'),
    ).toBeInTheDocument();
    expect(section()).toHaveTextContent('How oftenEvery 12 hours (as set by the server)');
    expect(section()).toHaveTextContent('How many to keep4 (as set by the server)');
    expect(screen.queryByLabelText('Make backups on their own')).toBeNull();
    expect(screen.queryByLabelText('How often')).toBeNull();
    expect(screen.queryByLabelText('How many to keep')).toBeNull();
    expect(section()).not.toHaveTextContent(/[A-Z]{3,}_[A-Z]{3,}/);
  });

  it('only how many to keep set by the server: she still turns them on and chooses how often', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse({ ...fresh, server: { everyMinutes: 0, keep: 30 } })],
      [`PUT ${API}`]: [() => jsonResponse({ ...fresh, settings: { on: true, everyHours: 6, keep: 7 }, server: { everyMinutes: 0, keep: 30 }, on: true, message: 'Backups are on.' })],
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Make backups on their own'));
    await user.selectOptions(screen.getByLabelText('How often'), 'Four times a day');
    expect(screen.queryByLabelText('How many to keep')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Backups' }));
    expect(await screen.findByText('Backups are on.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ on: true, everyHours: 6, keep: 7 }]);
    expect(section()).toHaveTextContent('every 6 hours, and the newest 30 are kept.');
  });

  it("names the other sections' changes that are still not saved", async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse(fresh)],
      [`PUT ${API}`]: [() => jsonResponse({ ...turnedOn, message: 'Backups are on.' })],
    });
    renderSection({ home: 'Home page', email: 'Email' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Make backups on their own'));
    await user.click(screen.getByRole('button', { name: 'Save Backups' }));
    expect(await screen.findByText('Backups are on. Your changes to Home page and Email are not saved yet.')).toBeInTheDocument();
  });
});
