import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient, makeSite, makeSiteTexts, renderWithQueryClient } from '@/testing/test-utils';

import { ContactFaq } from './contact-faq';
import { GetInTouch } from './get-in-touch';

describe('GetInTouch', () => {
  it('links to the general, school visit and publishers & media addresses', () => {
    renderWithQueryClient(<GetInTouch />);
    const panel = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hello@storyshelf.example',
      'mailto:visits@storyshelf.example',
      'mailto:media@storyshelf.example',
    ]);
    for (const heading of ['General questions', 'School visits', 'Publishers and media']) {
      expect(within(panel).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('falls back to the general address for school visits and media', () => {
    const site = makeSite({ identity: { contactEmail: 'ink@example.org', visitsEmail: '', mediaEmail: 'press@example.org' } });
    renderWithQueryClient(<GetInTouch />, createTestQueryClient(site));
    const panel = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'mailto:ink@example.org',
      'mailto:ink@example.org',
      'mailto:press@example.org',
    ]);
  });

  it('points to the form, with no mailto links, when the site has no contact address', () => {
    const site = makeSite({ identity: { contactEmail: '', visitsEmail: 'visits@example.org', mediaEmail: '' } });
    renderWithQueryClient(<GetInTouch />, createTestQueryClient(site));
    const panel = screen.getByRole('region', { name: 'Get in Touch' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#contact-form']);
    expect(links[0]).toHaveAccessibleName('send us a message');
    expect(panel.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'School visits' })).toBeInTheDocument();
  });
});

describe('ContactFaq', () => {
  it('answers free downloads, English and Spanish, and school visits in disclosures by default', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ContactFaq />);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(3);

    const spanish = within(faq).getByText('Are the books available in Spanish?');
    const details = spanish.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(spanish);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/available in English and Spanish/)).toBeVisible();

    expect(within(faq).getByText(/free to download/)).toBeInTheDocument();
    expect(
      within(faq).getByText(
        "Yes, school visits are possible! Choose 'School Visit Request' as the subject above and we will find a date that works for your class.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the owner's questions in her order, and nothing when she has none", () => {
    const faq = {
      items: [
        { question: 'Do you sign books?', questionEs: '', answer: 'Yes, at every school visit.', answerEs: '' },
        { question: 'Where do you live?', questionEs: '', answer: 'By the sea.', answerEs: '' },
      ],
    };
    const { unmount } = renderWithQueryClient(<ContactFaq />, createTestQueryClient(makeSite(), makeSiteTexts({ faq })));
    const region = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect([...region.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['Do you sign books?', 'Where do you live?']);
    expect(within(region).getByText('By the sea.')).not.toHaveAttribute('lang');
    unmount();

    renderWithQueryClient(<ContactFaq />, createTestQueryClient(makeSite(), makeSiteTexts({ faq: { items: [] } })));
    expect(screen.queryByRole('region', { name: 'Frequently Asked Questions' })).toBeNull();
  });
});
