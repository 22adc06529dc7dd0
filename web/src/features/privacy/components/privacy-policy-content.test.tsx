import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
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

  it('reads in Spanish on a Spanish page, with the date in Spanish', () => {
    activateCatalogue('es', spanish);
    renderPolicy(makeSite({ identity: { name: 'Inkwell', legalName: 'Inkwell Press Ltd', contactEmail: 'privacy@inkwell.example' } }));

    expect(screen.getByText('Última actualización: 14 de abril de 2025.')).toBeInTheDocument();
    expect(section('Quiénes somos')).toHaveTextContent('Inkwell Press Ltd publica libros ilustrados educativos');
    expect(section('Analítica sin cookies')).toHaveTextContent('Esta no usa cookies, y tampoco guardamos direcciones IP.');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacidad de niñas y niños' })).toBeInTheDocument();

    const contact = section('Cómo contactarnos');
    expect(within(contact).getByRole('link', { name: 'página de contacto' })).toHaveAttribute('href', '/contact');
    expect(contact).toHaveTextContent(
      'Escríbenos a través de nuestra página de contacto o al correo privacy@inkwell.example y te responderemos en un plazo de 30 días',
    );
  });
});

afterEach(() => activateCatalogue('en', english));
