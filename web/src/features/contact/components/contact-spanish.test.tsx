import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
import { createTestQueryClient, jsonResponse, makeSite, makeSiteTexts, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { GetInTouch } from './get-in-touch';

vi.mock('@/lib/analytics', () => ({ trackFormSubmit: vi.fn() }));

beforeEach(() => activateCatalogue('es', spanish));
afterEach(() => activateCatalogue('en', english));

describe('the contact page in Spanish', () => {
  it('labels the form in Spanish and checks it with Spanish messages', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithQueryClient(<ContactForm />);

    expect(screen.getByRole('heading', { name: 'Envía un mensaje' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(screen.getByRole('textbox', { name: 'Tu nombre' })).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Escribe tu correo electrónico.',
    );
    expect(screen.getByRole('combobox', { name: 'Asunto' })).toHaveAccessibleDescription('Elige un asunto.');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAccessibleDescription('Escribe tu mensaje.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the subjects in Spanish and sends the one the server knows', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithQueryClient(<ContactForm />);

    const subject = screen.getByRole('combobox', { name: 'Asunto' });
    expect(within(subject).getAllByRole('option').map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['Elige un asunto', ''],
      ['Pregunta sobre un libro', 'Book Question'],
      ['Problema con una descarga', 'Download Issue'],
      ['Solicitud de visita escolar', 'School Visit Request'],
      ['Comentarios', 'Feedback'],
      ['Otro', 'Other'],
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Tu nombre' }), 'María López');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'maria@example.com');
    await user.selectOptions(subject, 'Solicitud de visita escolar');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), '¿Pueden visitar nuestra clase?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    // No message in the answer: the form's own thanks, in Spanish.
    expect(screen.getByText('¡Gracias por tu mensaje! Te responderemos pronto.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.body as URLSearchParams).get('subject')).toBe('School Visit Request');
  });

  it('shows the Get in Touch panel and the FAQ in Spanish', () => {
    renderWithQueryClient(<GetInTouch />);
    const panel = screen.getByRole('region', { name: 'Ponte en contacto' });
    expect(within(panel).getByRole('heading', { name: 'Visitas escolares' })).toBeInTheDocument();

    renderWithQueryClient(<ContactFaq />);
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    expect(within(faq).getByText('¿Los libros están disponibles en español?')).toBeInTheDocument();
    expect(
      within(faq).getByText(
        '¡Sí, es posible hacer visitas escolares! Elige “Solicitud de visita escolar” como asunto en el formulario de arriba y buscaremos una fecha que le convenga a tu grupo.',
      ),
    ).not.toHaveAttribute('lang');
  });

  it("shows the owner's Spanish, and her English marked as English where she wrote no Spanish", () => {
    const faq = {
      items: [
        { question: 'Do you sign books?', questionEs: '¿Firmas libros?', answer: 'Yes, at every visit.', answerEs: '' },
      ],
    };
    renderWithQueryClient(<ContactFaq />, createTestQueryClient(makeSite(), makeSiteTexts({ faq })));
    const region = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    expect(within(region).getByText('¿Firmas libros?')).not.toHaveAttribute('lang');
    expect(within(region).queryByText('Do you sign books?')).toBeNull();
    expect(within(region).getByText('Yes, at every visit.')).toHaveAttribute('lang', 'en');
  });

  it('points to the form in Spanish when the site has no contact address', () => {
    renderWithQueryClient(<GetInTouch />, createTestQueryClient(makeSite({ identity: { contactEmail: '' } })));
    expect(screen.getByRole('link', { name: 'envíanos un mensaje' })).toHaveAttribute('href', '#contact-form');
  });
});
