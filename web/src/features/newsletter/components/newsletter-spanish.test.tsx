import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

import { NewsletterForm } from './newsletter-form';

beforeEach(() => activateCatalogue('es', spanish));
afterEach(() => activateCatalogue('en', english));

function renderForm() {
  return render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
}

describe('the newsletter sign-up in Spanish', () => {
  it('shows its heading, field, button and privacy link in Spanish', () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Suscríbete a nuestro boletín para familias' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('placeholder', 'tu@ejemplo.com');
    expect(screen.getByRole('button', { name: '¡Súmate a la diversión!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('checks the address with Spanish messages before sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'never' }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '¡Súmate a la diversión!' }));
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'familia@ejemplo');
    await userEvent.click(screen.getByRole('button', { name: '¡Súmate a la diversión!' }));
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('thanks and reports a failed status in Spanish when the answer has no message', async () => {
    mockFetch(
      () => new Response('', { status: 200 }),
      () => new Response('oops', { status: 502 }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'familia@example.com');
    await userEvent.click(screen.getByRole('button', { name: '¡Súmate a la diversión!' }));
    expect(await screen.findByText('¡Gracias por suscribirte!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'familia@example.com');
    await userEvent.click(screen.getByRole('button', { name: '¡Súmate a la diversión!' }));
    expect(await screen.findByText('No se pudo completar la suscripción. Estado: 502')).toBeInTheDocument();
  });
});
