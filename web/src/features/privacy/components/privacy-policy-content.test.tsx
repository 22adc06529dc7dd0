import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
import type { Site } from '@/lib/site';
import { createTestQueryClient, makeSite, makeSiteTexts, renderWithQueryClient } from '@/testing/test-utils';
import type { PrivacyPolicy } from '@/types/api';

import { PrivacyPolicyContent } from './privacy-policy-content';

function renderPolicy(site: Site, policy: Partial<PrivacyPolicy> = {}) {
  renderWithQueryClient(
    <MemoryRouter>
      <PrivacyPolicyContent />
    </MemoryRouter>,
    createTestQueryClient(site, makeSiteTexts({ privacy: { ...makeSiteTexts().privacy, ...policy } })),
  );
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

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

describe('PrivacyPolicyContent, written from what the site does', () => {
  it('names no email-list service the site does not use', () => {
    renderPolicy(makeSite());
    expect(screen.getByText('Last updated April 14, 2025.')).toBeInTheDocument();
    expect(headings()).toContain('Our email list');
    expect(headings()).not.toContain('Our email-list provider');
    expect(document.body).not.toHaveTextContent('MailerLite');
    expect(section('Our email list')).toHaveTextContent('no email-list service holds a copy');
    expect(section('We never sell your data')).toHaveTextContent('except the hosting services that keep this site running and deliver its emails');
    const kept = section('How long we keep it');
    expect(kept).toHaveTextContent('Contact messages: until we delete them after answering you.');
    expect(kept).toHaveTextContent('Emails we send you: their text is kept for 7 days');
    expect(kept).toHaveTextContent('Analytics: each counted page view or event is kept for 90 days');
    expect(kept).not.toHaveTextContent('Backups');
  });

  it('names MailerLite, and the periods and backups the site is set up with', () => {
    renderPolicy(makeSite(), {
      emailList: 'MailerLite',
      analyticsDays: 0,
      messageDays: 180,
      backups: { everyHours: 24, keep: 7 },
      updated: '2026-05-23',
    });
    expect(screen.getByText('Last updated May 23, 2026.')).toBeInTheDocument();
    expect(section('Our email-list provider')).toHaveTextContent('Our newsletter list is also kept with MailerLite');
    // This site sends the newsletters (the default), so MailerLite only keeps the list.
    expect(section('Our email-list provider')).toHaveTextContent('Our newsletters themselves are sent from this site.');
    expect(section('Our email-list provider')).not.toHaveTextContent('sends our newsletters on our behalf');
    expect(section('We never sell your data')).toHaveTextContent('except the email provider above');
    const kept = section('How long we keep it');
    expect(kept).toHaveTextContent('Contact messages: deleted automatically after 180 days');
    expect(kept).toHaveTextContent("Analytics: each counted page view or event is kept with that day's anonymous hash");
    expect(kept).toHaveTextContent(
      'Backups: a copy of the whole site, with everything above, is made every day and kept privately; we keep the newest 7, so what we delete is gone from every backup within 7 days.',
    );
  });

  it('says newsletters carry no tracking and sign-ups are confirmed, only when so', () => {
    renderPolicy(makeSite());
    expect(section('No tracking in our emails')).toHaveTextContent(
      'Our newsletters carry no tracking pixel and no per-person click tracking',
    );
    expect(section('What we collect')).toHaveTextContent(
      'We first email you a link to confirm the address is yours: you get nothing else until you follow it, and an address that is not confirmed is deleted after 7 days.',
    );
  });

  it('claims neither while MailerLite sends the newsletters and confirmation is off', () => {
    renderPolicy(makeSite(), { emailList: 'MailerLite', noTracking: false, confirmDays: 0 });
    expect(headings()).not.toContain('No tracking in our emails');
    expect(section('Our email-list provider')).toHaveTextContent('sends our newsletters on our behalf');
    expect(section('What we collect')).not.toHaveTextContent('confirm');
  });

  it('says both in Spanish', () => {
    activateCatalogue('es', spanish);
    renderPolicy(makeSite());
    expect(section('Nuestros correos no te rastrean')).toHaveTextContent('no llevan píxel de seguimiento ni seguimiento de clics por persona');
    expect(document.body).toHaveTextContent('un correo que no se confirma se borra a los 7 días');
  });

  it("adds the owner's sections after its own, a blank line parting paragraphs", () => {
    renderPolicy(makeSite(), {
      sections: [{ heading: 'Book fairs', headingEs: '', text: 'We take no names.\n\nNone at all.', textEs: '' }],
    });
    expect(headings().slice(-2)).toEqual(['How to contact us', 'Book fairs']);
    expect(within(section('Book fairs')).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['We take no names.', 'None at all.']);
  });

  it("reads her sections in Spanish, her English marked as English, and backups in Spanish", () => {
    activateCatalogue('es', spanish);
    renderPolicy(makeSite(), {
      backups: { everyHours: 6, keep: 1 },
      sections: [{ heading: 'Book fairs', headingEs: 'Ferias del libro', text: 'We take no names.', textEs: '' }],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Ferias del libro' })).toBeInTheDocument();
    expect(screen.getByText('We take no names.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(section('Cuánto tiempo los guardamos')).toHaveTextContent(
      'se hace una copia de todo el sitio, con todo lo anterior, cada 6 horas, y se guarda en privado; conservamos solo la más reciente, así que lo que borramos desaparece de todas las copias en 1 día.',
    );
    expect(section('Nuestra lista de correo')).toBeInTheDocument();
  });

  it('says so when what it is written from cannot be had', () => {
    const queryClient = createTestQueryClient(makeSite());
    queryClient.setQueryData(['site', 'privacy'], { error: 'not a policy' });
    renderWithQueryClient(
      <MemoryRouter>
        <PrivacyPolicyContent />
      </MemoryRouter>,
      queryClient,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The privacy policy could not be loaded. Please try again later.');
  });
});

afterEach(() => activateCatalogue('en', english));
