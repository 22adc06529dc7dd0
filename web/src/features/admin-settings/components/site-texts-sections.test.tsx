import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, FakeXHR, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeSite, makeSiteTexts } from '@/testing/test-utils';

import type { AdminSettings, SectionProps, Settings } from '../types';

import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { KitSection } from './kit-section';
import { NewsletterSection } from './newsletter-section';
import { PrivacySection } from './privacy-section';
import { ReadingSection } from './reading-section';
import { SiteSettings } from './site-settings';

// The settings sections of the site's texts (issue 27): the About page's cards, the contact FAQ,
// the book pages' lists, the kit's agreement sentence and the privacy policy's own sections.

const API = '/api/admin/settings';
const texts = makeSiteTexts();

const defaults: Settings = {
  ...makeSite(),
  mail: { fromName: '', fromNameEs: '', signature: '', signatureEs: '' },
  about: texts.about,
  faq: texts.faq,
  reading: texts.reading,
  kit: { agree: 'I agree to receive occasional updates.', agreeEs: 'Acepto recibir novedades de vez en cuando.' },
  privacy: { sections: [] },
  newsletter: { confirmSignUps: true },
};

const stored: Settings = {
  ...defaults,
  about: {
    cards: [
      { countOf: 'books', number: '', numberEs: '', label: 'Published', labelEs: 'publicados', text: '', textEs: '' },
      { countOf: '', number: '12', numberEs: '', label: 'School Visits', labelEs: '', text: 'And counting.', textEs: '' },
    ],
  },
  faq: {
    items: [
      { question: 'Do you sign books?', questionEs: '¿Firmas libros?', answer: 'Yes.', answerEs: 'Sí.' },
      { question: 'Where are you?', questionEs: '', answer: 'By the sea.', answerEs: '' },
    ],
  },
  kit: { agree: 'Yes, send me kit news.', agreeEs: '' },
};

const loaded = (): AdminSettings => ({ settings: stored, defaults });

// Each save answers with the settings as stored, this section as sent.
const savedAs = (section: keyof Settings) => (init: RequestInit) =>
  jsonResponse({ message: 'Settings saved.', settings: { ...stored, [section]: JSON.parse(String(init.body)) } });

const renderSettings = () => renderAdminScreen('/admin/settings', '/admin/settings', <SiteSettings />);
// One section alone, as the screen gives it the stored settings: quicker than the whole screen.
const renderSection = (Section: (props: SectionProps) => ReactElement) =>
  renderAdminScreen('/admin/settings', '/admin/settings', <Section data={loaded()} onDirtyChange={() => {}} />);
const region = (name: string) => within(screen.getByRole('region', { name }));
const ready = () => screen.findByRole('region', { name: 'Privacy policy' });
const sent = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE');

describe('the site texts sections', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('shows each section filled from the stored settings, in English and Spanish side by side', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    renderSettings();
    await ready();

    const about = region('About page');
    expect(about.getByLabelText('Card 1 Number')).toHaveDisplayValue('The number of books published');
    expect(about.queryByLabelText('Card 1 Number as written')).toBeNull();
    expect(about.getByLabelText('Card 1 Label')).toHaveValue('Published');
    expect(about.getByLabelText('Card 1 Label (Español)')).toHaveValue('publicados');
    expect(about.getByLabelText('Card 2 Number')).toHaveDisplayValue('The number I write');
    expect(about.getByLabelText('Card 2 Number as written')).toHaveValue('12');

    const faq = region('Contact FAQ');
    expect(faq.getByLabelText('Question 1 Question')).toHaveValue('Do you sign books?');
    expect(faq.getByLabelText('Question 1 Question (Español)')).toHaveValue('¿Firmas libros?');
    expect(faq.getByLabelText('Question 2 Answer')).toHaveValue('By the sea.');

    const reading = region('Book pages');
    expect(reading.getAllByLabelText(/^Benefit \d Text$/)).toHaveLength(5);
    expect(reading.getByLabelText('Tip 1 Title')).toHaveValue('Read it again (and again)');
    expect(reading.getByLabelText('Tip 1 Title (Español)')).toHaveValue('Léelo otra vez (y otra más)');

    expect(region('Kit sign-up').getByLabelText('Agreement sentence')).toHaveValue('Yes, send me kit news.');
    expect(region('Kit sign-up').getByLabelText('Agreement sentence (Español)')).toHaveAccessibleDescription(
      'Optional: left empty, the English text shows on the Spanish site.',
    );

    const privacy = region('Privacy policy');
    expect(privacy.getByText('No sections of your own: the policy is the one the site writes.')).toBeInTheDocument();
    expect(privacy.getByRole('link', { name: 'Read the policy (opens in a new tab)' })).toHaveAttribute('href', '/privacy-policy');
    for (const name of ['About page', 'Contact FAQ', 'Book pages', 'Kit sign-up', 'Privacy policy']) {
      expect(region(name).getByRole('button', { name: `Save ${name}` })).toHaveAttribute('type', 'submit');
      expect(region(name).getByRole('button', { name: `Reset to defaults for ${name}` })).toBeInTheDocument();
    }
  });

  it('adds, orders from the keyboard and removes questions, then saves them trimmed and in order', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())], [`PUT ${API}/faq`]: [savedAs('faq')] });
    const { queryClient } = renderSection(FaqSection);
    const user = userEvent.setup({ delay: null });
    const faq = () => region('Contact FAQ');

    await user.click(faq().getByRole('button', { name: 'Add question' }));
    expect(faq().getByLabelText('Question 3 Question')).toHaveFocus();
    await user.type(faq().getByLabelText('Question 3 Question'), '  Can I print the pages? ');
    await user.click(faq().getByRole('button', { name: 'Save Contact FAQ' }));
    await waitFor(() => expect(faq().getByLabelText('Question 3 Answer')).toHaveAccessibleDescription('Please enter the answer.'));
    expect(sent(fetchMock)).toHaveLength(0);
    await user.type(faq().getByLabelText('Question 3 Answer'), 'Yes, as often as you like.');
    await user.type(faq().getByLabelText('Question 3 Answer (Español)'), 'Sí, todas las veces que quieras.');

    // To the top with the keyboard: the focus follows the moved question's button.
    faq().getByRole('button', { name: 'Move question 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(faq().getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(faq().getByLabelText('Question 1 Question')).toHaveValue('  Can I print the pages? ');
    expect(faq().getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();

    await user.click(faq().getByRole('button', { name: 'Remove question 3' }));
    expect(faq().getAllByLabelText(/^Question \d Question$/)).toHaveLength(2);

    await user.click(faq().getByRole('button', { name: 'Save Contact FAQ' }));
    expect(await screen.findByText('Contact FAQ saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/faq`)).toEqual([
      {
        items: [
          { question: 'Can I print the pages?', questionEs: '', answer: 'Yes, as often as you like.', answerEs: 'Sí, todas las veces que quieras.' },
          { question: 'Do you sign books?', questionEs: '¿Firmas libros?', answer: 'Yes.', answerEs: 'Sí.' },
        ],
      },
    ]);
    // The public pages showing the site's texts ask again.
    expect(queryClient.getQueryState(queryKeys.site)?.isInvalidated).toBe(true);
  });

  it('counts a card from the catalogue instead of a written number', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())], [`PUT ${API}/about`]: [savedAs('about')] });
    renderSection(AboutSection);
    const user = userEvent.setup({ delay: null });
    const about = () => region('About page');

    await user.selectOptions(about().getByLabelText('Card 2 Number'), 'The number of upcoming books');
    expect(about().queryByLabelText('Card 2 Number as written')).toBeNull();
    expect(about().getByLabelText('Card 2 Number')).toHaveAccessibleDescription(
      'Counted again whenever the page is shown, so it stays true as the catalogue grows. Check that the line under it gives no other number.',
    );
    await user.selectOptions(about().getByLabelText('Card 2 Number'), 'The number of books published');
    expect(about().getByLabelText('Card 2 Number')).toHaveAccessibleDescription(
      'Counted again whenever the page is shown, so it stays true as the catalogue grows. Each edition is a book, as the Books page counts them. Check that the line under it gives no other number.',
    );
    await user.selectOptions(about().getByLabelText('Card 2 Number'), 'The number of upcoming books');
    await user.clear(about().getByLabelText('Card 2 Label'));
    await user.type(about().getByLabelText('Card 2 Label'), 'Coming Soon');
    await user.click(about().getByRole('button', { name: 'Save About page' }));
    expect(await screen.findByText('About page saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/about`)[0]).toEqual({
      cards: [
        stored.about.cards[0],
        { countOf: 'upcoming', number: '', numberEs: '', label: 'Coming Soon', labelEs: '', text: 'And counting.', textEs: '' },
      ],
    });
  });

  it("checks the book pages' lists as the server would, and stops adding at 8", async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())] });
    renderSection(ReadingSection);
    const user = userEvent.setup({ delay: null });
    const reading = () => region('Book pages');
    await user.click(reading().getByRole('button', { name: 'Add benefit' }));
    expect(reading().getByLabelText('Benefit 6 Text')).toHaveFocus();
    await user.click(reading().getByRole('button', { name: 'Save Book pages' }));
    await waitFor(() => expect(reading().getByLabelText('Benefit 6 Text')).toHaveAccessibleDescription('Please enter the benefit.'));
    expect(sent(fetchMock)).toHaveLength(0);
    await user.click(reading().getByRole('button', { name: 'Add benefit' }));
    await user.click(reading().getByRole('button', { name: 'Add benefit' }));
    expect(reading().getByRole('button', { name: 'Add benefit' })).toBeDisabled();
  });

  it('requires the agreement sentence and saves it trimmed in both languages', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse(loaded())], [`PUT ${API}/kit`]: [savedAs('kit')] });
    renderSection(KitSection);
    const user = userEvent.setup({ delay: null });
    const kit = () => region('Kit sign-up');
    await user.clear(kit().getByLabelText('Agreement sentence'));
    await user.click(kit().getByRole('button', { name: 'Save Kit sign-up' }));
    await waitFor(() =>
      expect(kit().getByLabelText('Agreement sentence')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter the sentence readers agree to.'),
      ),
    );
    expect(sent(fetchMock)).toHaveLength(0);
    await user.type(kit().getByLabelText('Agreement sentence'), ' I agree to kit news. ');
    await user.type(kit().getByLabelText('Agreement sentence (Español)'), 'Acepto novedades del kit.');
    await user.click(kit().getByRole('button', { name: 'Save Kit sign-up' }));
    expect(await screen.findByText('Kit sign-up saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/kit`)).toEqual([{ agree: 'I agree to kit news.', agreeEs: 'Acepto novedades del kit.' }]);
  });

  it('turns the confirmation of sign-ups off and saves it', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      [`PUT ${API}/newsletter`]: [savedAs('newsletter')],
    });
    renderSection(NewsletterSection);
    const user = userEvent.setup({ delay: null });
    const newsletter = () => region('Newsletter');
    const box = newsletter().getByRole('checkbox', { name: 'Ask new sign-ups to confirm their address by email' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(newsletter().getByRole('button', { name: 'Save Newsletter' }));
    expect(await screen.findByText('Newsletter saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/newsletter`)).toEqual([{ confirmSignUps: false }]);
  });

  it('adds a privacy policy section, and resets the section after asking', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse(loaded())],
      [`PUT ${API}/privacy`]: [savedAs('privacy')],
      [`DELETE ${API}/privacy`]: [() => jsonResponse({ message: 'Privacy policy reset to the defaults.', settings: stored })],
    });
    renderSection(PrivacySection);
    const user = userEvent.setup({ delay: null });
    const privacy = () => region('Privacy policy');

    await user.click(privacy().getByRole('button', { name: 'Add section' }));
    expect(privacy().getByLabelText('Section 1 Heading')).toHaveFocus();
    await user.type(privacy().getByLabelText('Section 1 Heading'), 'Book fairs');
    await user.type(privacy().getByLabelText('Section 1 Text'), 'We take no names.{Enter}{Enter}None at all.');
    await user.click(privacy().getByRole('button', { name: 'Save Privacy policy' }));
    expect(await screen.findByText('Privacy policy saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/privacy`)).toEqual([
      { sections: [{ heading: 'Book fairs', headingEs: '', text: 'We take no names.\n\nNone at all.', textEs: '' }] },
    ]);

    await user.click(privacy().getByRole('button', { name: 'Reset to defaults for Privacy policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Privacy policy to the defaults?' });
    expect(dialog).toHaveTextContent('Your sections are removed: the policy keeps only the ones the site writes.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('Privacy policy reset to the defaults.')).toBeInTheDocument();
    expect(privacy().getByText('No sections of your own: the policy is the one the site writes.')).toBeInTheDocument();
  });
});
