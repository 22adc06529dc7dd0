import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, pngFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { makeEmailSettings } from '@/testing/admin-data';
import { jsonResponse, makeSiteTexts } from '@/testing/test-utils';

import type { AdminSettings, Settings } from '../types';

import { SiteSettings } from './site-settings';

const API = '/api/admin/settings';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const defaults: Settings = {
  identity: {
    name: 'Storyshelf',
    tagline: 'Educational picture books that spark kindness, curiosity and a love of reading.',
    taglineEs: 'Libros ilustrados educativos que despiertan la bondad, la curiosidad y el amor por la lectura.',
    legalName: '',
    publisherType: 'Organization',
    contactEmail: '',
    visitsEmail: '',
    mediaEmail: '',
  },
  brand: { logoUrl: '', faviconUrl: '', shareImageUrl: '' },
  social: { links: [] },
  home: {
    badge: 'Picture books for ages 3–8',
    badgeEs: 'Libros ilustrados de 3 a 8 años',
    title: 'Magical Stories for',
    titleEs: 'Historias mágicas para',
    highlight: 'Curious Young Minds',
    highlightEs: 'mentes pequeñas y curiosas',
    subtitle: 'Stories that build kindness.',
    subtitleEs: 'Cuentos que cultivan la bondad.',
    primaryButton: 'Explore Books',
    primaryButtonEs: 'Explorar libros',
    secondaryButton: 'Meet the Author',
    secondaryButtonEs: 'Conoce a quien escribe',
    whyHeading: 'Why Parents & Kids Love Our Books',
    whyHeadingEs: 'Por qué a las familias les encantan nuestros libros',
    whyItems: [
      { title: 'Learning Through Stories', titleEs: 'Aprender con cuentos', text: 'Every adventure hides a lesson.', textEs: 'Cada aventura esconde una lección.' },
      { title: 'Free Activities to Keep', titleEs: 'Actividades gratis para guardar', text: 'Colouring pages and worksheets.', textEs: 'Páginas para colorear.' },
    ],
  },
  mail: { fromName: '', fromNameEs: '', signature: '', signatureEs: '' },
  about: makeSiteTexts().about,
  faq: makeSiteTexts().faq,
  reading: makeSiteTexts().reading,
  kit: { agree: 'I agree to receive occasional updates.', agreeEs: 'Acepto recibir novedades de vez en cuando.' },
  privacy: { sections: [] },
  newsletter: { confirmSignUps: true },
  catalogue: { featuredBookId: '', newMonths: 6 },
};

const stored: Settings = {
  identity: {
    name: 'Lily Hart Books',
    tagline: 'Stories for small hands.',
    taglineEs: '',
    legalName: 'Lily Hart Ltd',
    publisherType: 'Person',
    contactEmail: 'hello@lily.example',
    visitsEmail: '',
    mediaEmail: 'press@lily.example',
  },
  brand: { logoUrl: '/files/logos/lily.png', faviconUrl: '/files/logos/lily-favicon.png', shareImageUrl: '' },
  social: {
    links: [
      { kind: 'tiktok', url: 'https://www.tiktok.com/@lily' },
      { kind: 'instagram', url: 'https://www.instagram.com/lily' },
    ],
  },
  home: {
    ...defaults.home,
    title: 'Little Stories for',
    titleEs: '',
    whyItems: [{ title: 'Kindness', titleEs: 'Bondad', text: 'Told gently.', textEs: '' }],
  },
  mail: { fromName: 'Lily at Lily Hart Books', fromNameEs: '', signature: 'Happy reading!', signatureEs: '¡Felices lecturas!' },
  about: defaults.about,
  faq: defaults.faq,
  reading: defaults.reading,
  kit: defaults.kit,
  privacy: defaults.privacy,
  newsletter: { confirmSignUps: false },
  catalogue: { featuredBookId: '', newMonths: 6 },
};

const loaded = (settings: Settings = stored): AdminSettings => ({ settings, defaults });
const answer = (message: string, settings: Settings) => () => jsonResponse({ message, settings });

const renderSettings = () =>
  renderAdminScreen(
    '/admin/settings',
    '/admin/settings',
    <>
      <Link to="/admin/books">Books</Link>
      <SiteSettings />
    </>,
  );

const region = (name: string) => within(screen.getByRole('region', { name }));
const identity = () => region('Identity');
const brand = () => region('Logo & images');
const social = () => region('Social links');
const home = () => region('Home page');
const mail = () => region('Emails');
const email = () => region('Email');
// The sections show once the settings are loaded.
const ready = () => screen.findByRole('region', { name: 'Emails' });
const rows = () => social().queryAllByRole('listitem');
const puts = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE');

describe('SiteSettings', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then every section filled from the stored settings', async () => {
    const load = deferred();
    routeFetch({ [`GET ${API}`]: [load.handler] });
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: 'Preview site (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', '/');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText('Loading settings...')).toBeInTheDocument();
    load.release(jsonResponse(loaded()));
    await ready();

    expect(identity().getByLabelText('Site name')).toHaveValue('Lily Hart Books');
    expect(identity().getByLabelText('Tagline')).toHaveValue('Stories for small hands.');
    expect(identity().getByLabelText('Legal name')).toHaveValue('Lily Hart Ltd');
    expect(identity().getByRole('radiogroup', { name: 'Publisher type' })).toBeInTheDocument();
    expect(identity().getByRole('radio', { name: 'Person' })).toBeChecked();
    expect(identity().getByRole('radio', { name: 'Organisation' })).not.toBeChecked();
    expect(identity().getByLabelText('Contact email')).toHaveValue('hello@lily.example');
    expect(identity().getByLabelText('School visits email')).toHaveAccessibleDescription('When empty, the contact email is used.');
    expect(identity().getByLabelText('Media email')).toHaveValue('press@lily.example');

    expect(brand().getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/files/logos/lily.png');
    expect(brand().getByRole('img', { name: 'Favicon made from the logo' })).toHaveAttribute('src', '/files/logos/lily-favicon.png');
    expect(brand().getByLabelText('Logo')).toHaveAttribute('type', 'file');
    expect(brand().queryByRole('img', { name: 'Current share image' })).toBeNull();

    expect(rows()).toHaveLength(2);
    expect(social().getByLabelText('Link 1 Site')).toHaveDisplayValue('TikTok');
    expect(social().getByLabelText('Link 1 Address')).toHaveValue('https://www.tiktok.com/@lily');
    expect(social().getByLabelText('Link 2 Site')).toHaveDisplayValue('Instagram');

    expect(home().getByLabelText('Hero title')).toHaveValue('Little Stories for');
    expect(home().getByLabelText('Highlighted words')).toHaveValue('Curious Young Minds');
    expect(home().getByLabelText("First button's label")).toHaveValue('Explore Books');
    expect(home().getByLabelText('Item 1 Title')).toHaveValue('Kindness');
    expect(home().getByLabelText('Item 1 Text')).toHaveValue('Told gently.');

    expect(mail().getByLabelText('Sender name')).toHaveValue('Lily at Lily Hart Books');
    expect(mail().getByLabelText('Sender name')).toHaveAccessibleDescription(
      "The name mails come from; when empty, the site's name. The address itself is set in Email, above.",
    );
    expect(mail().getByLabelText('Signature line')).toHaveValue('Happy reading!');
    for (const name of ['Identity', 'Logo & images', 'Social links', 'Home page', 'Emails']) {
      expect(region(name).getByRole('button', { name: `Save ${name}` })).toHaveAttribute('type', 'submit');
      expect(region(name).getByRole('button', { name: `Reset to defaults for ${name}` })).toBeInTheDocument();
    }
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    routeFetch({ [`GET ${API}`]: [boom, () => jsonResponse(loaded())] });
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load settings. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await identity().findByLabelText('Site name')).toHaveValue('Lily Hart Books');
  });

  it("checks the identity as the server would, and sends nothing until it is right", async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const name = await identity().findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.clear(identity().getByLabelText('Contact email'));
    await user.type(identity().getByLabelText('Contact email'), 'hello@lily');
    await user.clear(identity().getByLabelText('Legal name'));
    await user.type(identity().getByLabelText('Legal name'), 'x'.repeat(121));
    await user.click(identity().getByRole('button', { name: 'Save Identity' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining("Please enter the site's name.")));
    expect(name).toHaveFocus();
    expect(identity().getByLabelText('Contact email')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
    expect(identity().getByLabelText('Legal name')).toHaveAccessibleDescription(
      expect.stringContaining('Please keep this to 120 characters or fewer.'),
    );
    // An empty address is fine: the contact email stands in.
    expect(identity().getByLabelText('School visits email')).toHaveAttribute('aria-invalid', 'false');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it("saves the identity: the section's JSON, trimmed, then a toast, the stored settings and the public ones", async () => {
    const save = deferred();
    const saved: Settings = { ...stored, identity: { ...stored.identity, name: 'Hart & Co', publisherType: 'Organization' } };
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())], [`PUT ${API}/identity`]: [save.handler] });
    const { queryClient } = renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const name = await identity().findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, '  Hart & Co ');
    await user.click(identity().getByRole('radio', { name: 'Organisation' }));
    await user.click(identity().getByRole('button', { name: 'Save Identity' }));

    expect(await identity().findByRole('button', { name: 'Saving... Identity' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/identity`)).toEqual([{ ...stored.identity, name: 'Hart & Co', publisherType: 'Organization' }]);
    save.release(jsonResponse({ message: 'Settings saved.', settings: saved }));

    expect(await screen.findByText('Identity saved.')).toBeInTheDocument();
    expect(name).toHaveValue('Hart & Co');
    expect(queryClient.getQueryData<AdminSettings>(adminQueryKeys.settings)?.settings.identity.name).toBe('Hart & Co');
    expect(queryClient.getQueryData(queryKeys.site)).toEqual({
      identity: saved.identity,
      brand: saved.brand,
      social: saved.social,
      home: saved.home,
      catalogue: saved.catalogue,
    });
    expect(queryClient.getQueryState(queryKeys.site)?.isInvalidated).toBe(true);
    // Only this section was sent.
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it('refuses an http:// link on its row, and sends nothing', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const url = await social().findByLabelText('Link 2 Address');
    await user.clear(url);
    await user.type(url, 'http://www.instagram.com/lily');
    await user.click(social().getByRole('button', { name: 'Save Social links' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('Please enter a full address starting with https://'));
    expect(url).toHaveFocus();
    expect(url).toHaveValue('http://www.instagram.com/lily');
    expect(social().getByLabelText('Link 1 Address')).toHaveAttribute('aria-invalid', 'false');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('adds, orders and removes links, asks for the site of a new one, and saves the list', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      [`PUT ${API}/social`]: [(init) => jsonResponse({ message: 'Settings saved.', settings: { ...stored, social: JSON.parse(String(init.body)) } })],
    });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    await social().findByLabelText('Link 1 Address');

    await user.click(social().getByRole('button', { name: 'Add link' }));
    expect(rows()).toHaveLength(3);
    expect(social().getByLabelText('Link 3 Site')).toHaveFocus();
    expect(social().getByLabelText('Link 3 Site')).toHaveValue('');
    await user.type(social().getByLabelText('Link 3 Address'), 'https://bsky.app/profile/lily.example');
    await user.click(social().getByRole('button', { name: 'Save Social links' }));
    await waitFor(() =>
      expect(social().getByLabelText('Link 3 Site')).toHaveAccessibleDescription('Choose which site this link is for.'),
    );
    expect(puts(fetchMock)).toHaveLength(0);
    await user.selectOptions(social().getByLabelText('Link 3 Site'), 'Bluesky');

    // Move the new link to the top: the focus follows its button.
    await user.click(social().getByRole('button', { name: 'Move link 3 up' }));
    expect(social().getByRole('button', { name: 'Move link 2 up' })).toHaveFocus();
    await user.click(social().getByRole('button', { name: 'Move link 2 up' }));
    expect(social().getByLabelText('Link 1 Site')).toHaveDisplayValue('Bluesky');
    expect(social().getByRole('button', { name: 'Move link 1 up' })).toBeDisabled();
    expect(social().getByRole('button', { name: 'Move link 1 down' })).toHaveFocus();

    // Remove TikTok (now link 2): the next link takes its place and the focus.
    await user.click(social().getByRole('button', { name: 'Remove link 2' }));
    expect(rows()).toHaveLength(2);
    expect(social().getByLabelText('Link 2 Site')).toHaveDisplayValue('Instagram');
    expect(social().getByLabelText('Link 2 Site')).toHaveFocus();

    await user.click(social().getByRole('button', { name: 'Save Social links' }));
    expect(await screen.findByText('Social links saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/social`)).toEqual([
      {
        links: [
          { kind: 'bluesky', url: 'https://bsky.app/profile/lily.example' },
          { kind: 'instagram', url: 'https://www.instagram.com/lily' },
        ],
      },
    ]);
  });

  it("puts the server's message for links.0.url on the first row, and keeps what was typed", async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      [`PUT ${API}/social`]: [
        () =>
          jsonResponse(
            {
              error: {
                code: 'invalid',
                message: 'Please check the highlighted fields.',
                fields: { 'links.0.url': 'Please enter a full address starting with https://' },
              },
            },
            400,
          ),
        boom,
      ],
    });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const first = await social().findByLabelText('Link 1 Address');
    await user.clear(first);
    await user.type(first, 'https://tiktok.example/@lily');
    await user.click(social().getByRole('button', { name: 'Save Social links' }));

    await waitFor(() => expect(first).toHaveAccessibleDescription('Please enter a full address starting with https://'));
    expect(first).toHaveFocus();
    expect(first).toHaveValue('https://tiktok.example/@lily');
    expect(social().getByLabelText('Link 2 Address')).toHaveAttribute('aria-invalid', 'false');
    expect(social().getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    await user.click(social().getByRole('button', { name: 'Save Social links' }));
    expect(await social().findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(first).toHaveValue('https://tiktok.example/@lily');
  });

  it('says so when there are no links, and stops adding at 12', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded({ ...stored, social: { links: [] } }))] });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    expect(await social().findByText('No social links yet. Add one to show its icon in the footer.')).toBeInTheDocument();
    const add = social().getByRole('button', { name: 'Add link' });
    for (let i = 0; i < 12; i += 1) await user.click(add);
    expect(rows()).toHaveLength(12);
    expect(add).toBeDisabled();
    await user.click(social().getByRole('button', { name: 'Remove link 12' }));
    expect(add).toBeEnabled();
    for (let i = 11; i >= 1; i -= 1) await user.click(social().getByRole('button', { name: `Remove link ${i}` }));
    expect(rows()).toHaveLength(0);
    expect(add).toHaveFocus();
    expect(social().getByText('No social links yet. Add one to show its icon in the footer.')).toBeInTheDocument();
  });

  it('asks before resetting a section, then calls DELETE and shows the defaults', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      [`DELETE ${API}/identity`]: [boom, answer('Identity reset to the defaults.', { ...stored, identity: defaults.identity })],
    });
    const { queryClient } = renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    await user.type(await identity().findByLabelText('Tagline'), ' More.');
    const resetButton = identity().getByRole('button', { name: 'Reset to defaults for Identity' });

    await user.click(resetButton);
    let dialog = screen.getByRole('dialog', { name: 'Reset Identity to the defaults?' });
    expect(dialog).toHaveTextContent(
      "The site's name, tagline, legal name, publisher type and all three email addresses are replaced with the defaults: the name becomes “Storyshelf”.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resetButton).toHaveFocus();
    expect(puts(fetchMock)).toHaveLength(0);

    await user.click(resetButton);
    dialog = screen.getByRole('dialog', { name: 'Reset Identity to the defaults?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reset settings. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));

    expect(await screen.findByText('Identity reset to the defaults.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === `${API}/identity` && init?.method === 'DELETE')).toHaveLength(2);
    expect(identity().getByLabelText('Site name')).toHaveValue('Storyshelf');
    expect(identity().getByLabelText('Contact email')).toHaveValue('');
    expect(identity().getByRole('radio', { name: 'Organisation' })).toBeChecked();
    expect(queryClient.getQueryState(queryKeys.site)?.isInvalidated).toBe(true);
    // The other sections are untouched.
    expect(mail().getByLabelText('Sender name')).toHaveValue('Lily at Lily Hart Books');
  });

  it('uploads a logo (kind=logo) but never an SVG, shows the book icon without one, and saves the brand', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded({ ...stored, brand: defaults.brand }))],
      [`PUT ${API}/brand`]: [
        answer('Settings saved.', {
          ...stored,
          brand: { logoUrl: '/files/logos/new.png', faviconUrl: '/files/logos/new-favicon.png', shareImageUrl: '' },
        }),
      ],
    });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const logo = await brand().findByLabelText('Logo');
    expect(brand().getByText('No logo: the site shows the book icon, and the browser tab the default icon.')).toBeInTheDocument();
    expect(logo).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');

    await user.upload(logo, new File(['<svg/>'], 'mark.svg', { type: 'image/svg+xml' }));
    expect(logo).toHaveAccessibleDescription(expect.stringContaining('Upload a PNG, JPEG, GIF or WebP image.'));
    expect(FakeXHR.sent).toHaveLength(0);

    await user.upload(logo, pngFile('mark.png', 2000));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    expect(FakeXHR.sent[0]!.url).toBe('/api/admin/uploads?kind=logo&for=logo');
    act(() => FakeXHR.sent[0]!.progress(500, 2000));
    expect(brand().getByRole('progressbar', { name: 'Uploading mark.png' })).toHaveAttribute('aria-valuenow', '25');
    act(() =>
      FakeXHR.sent[0]!.respond(201, { url: '/files/logos/new.png', fileName: 'mark.png', fileSize: '2 KB', contentType: 'image/png', type: 'image' }),
    );
    expect(await brand().findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/files/logos/new.png');
    expect(brand().getByText('The browser tab\'s icon (favicon) is made from the new logo when you save.')).toBeInTheDocument();

    await user.click(brand().getByRole('button', { name: 'Save Logo & images' }));
    expect(await screen.findByText('Logo & images saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/brand`)).toEqual([{ logoUrl: '/files/logos/new.png', shareImageUrl: '' }]);
    expect(await brand().findByRole('img', { name: 'Favicon made from the logo' })).toHaveAttribute('src', '/files/logos/new-favicon.png');

    await user.click(brand().getByRole('button', { name: 'Remove logo' }));
    expect(brand().queryByRole('img', { name: 'Current logo' })).toBeNull();
    expect(logo).toHaveFocus();
    expect(brand().getByText('No logo: the site shows the book icon, and the browser tab the default icon.')).toBeInTheDocument();
  });

  it('checks the home page words and caps the items at 6', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const title = await home().findByLabelText('Hero title');
    await user.clear(title);
    await user.clear(home().getByLabelText("Second button's label"));
    await user.click(home().getByRole('button', { name: 'Add item' }));
    expect(home().getByLabelText('Item 2 Title')).toHaveFocus();
    await user.type(home().getByLabelText('Item 2 Title'), 'Songs');
    await user.click(home().getByRole('button', { name: 'Save Home page' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining('Please enter the hero title.')));
    expect(title).toHaveFocus();
    expect(home().getByLabelText("Second button's label")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter the button's label."),
    );
    expect(home().getByLabelText('Item 2 Text')).toHaveAccessibleDescription("Please enter the item's text.");
    expect(puts(fetchMock)).toHaveLength(0);

    const add = home().getByRole('button', { name: 'Add item' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(home().getAllByRole('listitem')).toHaveLength(6);
    expect(add).toBeDisabled();
  });

  it("refuses a sender's name with angle brackets", async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const fromName = await mail().findByLabelText('Sender name');
    await user.clear(fromName);
    await user.type(fromName, 'Lily <lily@example.com>');
    await user.click(mail().getByRole('button', { name: 'Save Emails' }));
    await waitFor(() =>
      expect(fromName).toHaveAccessibleDescription(expect.stringContaining("The sender's name cannot contain < > or quotation marks.")),
    );
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('edits each text in English and Spanish side by side; a Spanish field carries its own messages', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      [`PUT ${API}/home`]: [
        () => jsonResponse({ error: { code: 'invalid', message: 'Please keep this to 80 characters or fewer.', fields: { titleEs: 'Please keep this to 80 characters or fewer.' } } }, 400),
        (init) => jsonResponse({ message: 'Settings saved.', settings: { ...stored, home: JSON.parse(String(init.body)) } }),
      ],
    });
    renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });

    const tagline = await identity().findByLabelText('Tagline (Español)');
    expect(tagline).toHaveValue('');
    expect(tagline).toHaveAttribute('lang', 'es');
    expect(tagline).toHaveAccessibleDescription('Optional: left empty, the English text shows on the Spanish site.');
    expect(home().getByLabelText('Item 1 Title (Español)')).toHaveValue('Bondad');
    expect(mail().getByLabelText('Signature line (Español)')).toHaveValue('¡Felices lecturas!');

    // Checked as the English one is, but never required.
    const fromNameEs = mail().getByLabelText('Sender name (Español)');
    await user.type(fromNameEs, 'Lily <lily@example.com>');
    await user.click(mail().getByRole('button', { name: 'Save Emails' }));
    await waitFor(() =>
      expect(fromNameEs).toHaveAccessibleDescription(expect.stringContaining("The sender's name cannot contain < > or quotation marks.")),
    );
    expect(mail().getByLabelText('Sender name')).toHaveAttribute('aria-invalid', 'false');

    const titleEs = home().getByLabelText('Hero title (Español)');
    await user.type(titleEs, ' Cuentos pequeños para ');
    await user.click(home().getByRole('button', { name: 'Save Home page' }));
    await waitFor(() => expect(titleEs).toHaveAccessibleDescription(expect.stringContaining('Please keep this to 80 characters or fewer.')));
    expect(titleEs).toHaveFocus();
    expect(home().getByLabelText('Hero title')).toHaveAttribute('aria-invalid', 'false');

    await user.click(home().getByRole('button', { name: 'Save Home page' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', `${API}/home`)).toHaveLength(2));
    const sent = bodiesOf(fetchMock, 'PUT', `${API}/home`)[1] as Settings['home'];
    expect(sent.title).toBe('Little Stories for');
    expect(sent.titleEs).toBe('Cuentos pequeños para');
    expect(sent.whyItems).toEqual([{ title: 'Kindness', titleEs: 'Bondad', text: 'Told gently.', textEs: '' }]);
  });

  it("saving one section keeps another's unsaved changes, says they are not saved, and leaving still asks", async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded()), boom],
      [`PUT ${API}/identity`]: [(init) => jsonResponse({ message: 'Settings saved.', settings: { ...stored, identity: JSON.parse(String(init.body)) } })],
    });
    const { router, queryClient } = renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    const badge = home().getByLabelText('Badge');
    const badgeBefore = (badge as HTMLInputElement).value;
    await user.type(badge, ' now');
    expect(home().getByText('Unsaved changes')).toBeInTheDocument();
    await user.clear(identity().getByLabelText('Tagline', { exact: true }));
    await user.type(identity().getByLabelText('Tagline', { exact: true }), 'Stories for small people.');
    expect(identity().getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(identity().getByRole('button', { name: 'Save Identity' }));
    expect(await screen.findByText('Identity saved. Your changes to Home page are not saved yet.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/identity`)).toHaveLength(1);
    expect(identity().queryByText('Unsaved changes')).toBeNull();
    expect(home().getByLabelText('Badge')).toHaveValue(`${badgeBefore} now`);
    expect(home().getByText('Unsaved changes')).toBeInTheDocument();

    // The settings loading again and failing (a refetch when the window is focused, say) takes nothing away.
    await act(() => queryClient.refetchQueries({ queryKey: adminQueryKeys.settings }));
    expect(home().getByLabelText('Badge')).toHaveValue(`${badgeBefore} now`);

    await user.click(screen.getByRole('link', { name: 'Books' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on Page' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(home().getByLabelText('Badge')).toHaveValue(`${badgeBefore} now`);
  });

  it('counts unsaved edits in Email like the other sections: its heading, the other saves and leaving say so', async () => {
    const view = makeEmailSettings();
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      ['GET /api/admin/email']: [() => jsonResponse(view)],
      [`PUT ${API}/identity`]: [(init) => jsonResponse({ message: 'Settings saved.', settings: { ...stored, identity: JSON.parse(String(init.body)) } })],
      ['PUT /api/admin/email']: [(init) => jsonResponse({ ...view, settings: { ...view.settings, ...JSON.parse(String(init.body)) }, message: 'Email settings saved.' })],
    });
    const { router } = renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    await user.type(await email().findByLabelText('Sender address'), 'lily@books.example.com');
    expect(email().getByText('Unsaved changes')).toBeInTheDocument();

    // Saving another section names Email as not saved yet.
    await user.type(identity().getByLabelText('Tagline', { exact: true }), '!');
    await user.click(identity().getByRole('button', { name: 'Save Identity' }));
    expect(await screen.findByText('Identity saved. Your changes to Email are not saved yet.')).toBeInTheDocument();
    expect(email().getByLabelText('Sender address')).toHaveValue('lily@books.example.com');

    // With only Email unsaved, leaving asks.
    await user.click(screen.getByRole('link', { name: 'Books' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on Page' }));
    expect(router.state.location.pathname).toBe('/admin/settings');

    // Saving Email names the others still unsaved, and its heading no longer warns.
    await user.type(home().getByLabelText('Badge'), '!');
    await user.click(email().getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Email settings saved. Your changes to Home page are not saved yet.')).toBeInTheDocument();
    expect(email().queryByText('Unsaved changes')).toBeNull();
  });

  it('asks before leaving while any section has unsaved changes', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    const { router } = renderSettings();
    await ready();
    const user = userEvent.setup({ delay: null });
    await user.type(await home().findByLabelText('Badge'), '!');
    await user.click(screen.getByRole('link', { name: 'Books' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on Page' }));
    expect(router.state.location.pathname).toBe('/admin/settings');

    await user.type(home().getByLabelText('Badge'), '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'Books' }));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
  });
});
