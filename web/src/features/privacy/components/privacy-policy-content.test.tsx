import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { Site } from '@/lib/site';
import { createTestQueryClient, makeSite, renderWithQueryClient } from '@/testing/test-utils';

import { PrivacyPolicyContent } from './privacy-policy-content';

function renderPolicy(site: Site) {
  renderWithQueryClient(
    <MemoryRouter>
      <PrivacyPolicyContent />
    </MemoryRouter>,
    createTestQueryClient(site),
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('PrivacyPolicyContent', () => {
  it('names the publisher by its legal name and gives the contact address', () => {
    renderPolicy(makeSite({ identity: { name: 'Inkwell', legalName: 'Inkwell Press Ltd', contactEmail: 'privacy@inkwell.example' } }));
    const who = section('Who we are');
    expect(who).toHaveTextContent('Inkwell Press Ltd publishes educational picture books');
    expect(who).toHaveTextContent('“we” and “us” mean Inkwell Press Ltd.');

    const contact = section('How to contact us');
    expect(within(contact).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(within(contact).getByRole('link', { name: 'privacy@inkwell.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@inkwell.example',
    );
    expect(contact).toHaveTextContent(
      'Write to us through our contact page or at privacy@inkwell.example and we will answer within 30 days',
    );
  });

  it("uses the site's name without a legal name, and only the contact page without an address", () => {
    renderPolicy(makeSite({ identity: { name: 'Inkwell', legalName: '', contactEmail: '' } }));
    expect(section('Who we are')).toHaveTextContent('“we” and “us” mean Inkwell.');
    const contact = section('How to contact us');
    expect(within(contact).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/contact']);
    expect(contact).toHaveTextContent('Write to us through our contact page and we will answer within 30 days');
  });
});
