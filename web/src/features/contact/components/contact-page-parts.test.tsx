import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ContactFaq } from './contact-faq';
import { GetInTouch } from './get-in-touch';

describe('GetInTouch', () => {
  it('links to the general, school visit and publishers & media addresses', () => {
    render(<GetInTouch />);
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
});

describe('ContactFaq', () => {
  it('answers free downloads, English and Spanish, and school visits in disclosures', async () => {
    const user = userEvent.setup();
    render(<ContactFaq />);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(3);

    const spanish = within(faq).getByText('Are the books available in Spanish?');
    const details = spanish.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(spanish);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/available in English and Spanish/)).toBeVisible();

    expect(within(faq).getByText(/free to download/)).toBeInTheDocument();
    expect(within(faq).getByText(/school visits are possible/)).toBeInTheDocument();
  });
});
