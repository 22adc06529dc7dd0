import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/config/paths';
import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { KindnessKit as Kit, KitSignupReply } from '@/types/api';

import { KindnessKit } from './kindness-kit';

vi.mock('@/lib/analytics', () => ({ trackFormSubmit: vi.fn(), trackKitDownload: vi.fn() }));
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn(async () => 'saved') }));

const BOOK_ID = '0f8c2d4e-1111-4222-8333-944455556666';

// A kit without its own wording, so the page's fallback shows.
const kit: Kit = {
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  bookId: BOOK_ID,
  title: 'The Kindness Cloud Kit',
  titleEs: '',
  headline: '',
  headlineEs: '',
  subheadline: '',
  subheadlineEs: '',
  heroImageUrl: '',
  files: [{ id: 'f1', fileName: 'Parent Guide', fileNameEs: '', fileType: 'pdf' }],
  agree: 'I agree to receive occasional updates.',
  agreeEs: 'Acepto recibir novedades de vez en cuando.',
};

function renderKit() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: 60_000 } } });
  queryClient.setQueryData(queryKeys.bookKit(BOOK_ID), kit);
  return renderWithQueryClient(
    <KindnessKit bookId={BOOK_ID} privacyPolicy={<button type="button">Política de privacidad</button>} />,
    queryClient,
  );
}

const email = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const agree = () => screen.getByRole('checkbox', { name: 'Acepto recibir novedades de vez en cuando.' });
const submit = () => screen.getByRole('button', { name: /Quiero mi kit gratis|Enviando\.\.\./ });

beforeAll(async () => {
  await import('./kit-signup-form');
});

describe('KindnessKit in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it('shows the fallback wording, the fields and the checks in Spanish', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(null));
    renderKit();

    const block = screen.getByRole('region', { name: '¡Empieza tu ola de bondad con un Kit de Bondad gratis!' });
    expect(block).toHaveTextContent('Descarga el audiolibro, páginas para colorear y actividades tranquilas.');
    expect(screen.getByRole('textbox', { name: 'Tu nombre (opcional)' })).toBeInTheDocument();
    expect(block).toHaveTextContent('Puedes darte de baja cuando quieras. Lee nuestra Política de privacidad.');

    await user.click(submit());

    expect(email()).toHaveAccessibleDescription('El correo electrónico es obligatorio');
    expect(agree()).toHaveAccessibleDescription('Debes aceptar recibir novedades de vez en cuando');
  });

  it("shows the owner's Spanish words, or the English ones marked as English", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    queryClient.setQueryData(queryKeys.bookKit(BOOK_ID), {
      ...kit,
      titleEs: 'El kit de la nube bondadosa',
      headline: 'Spread a little sunshine',
      subheadline: 'A guide for the whole family.',
      subheadlineEs: 'Una guía para toda la familia.',
    });
    renderWithQueryClient(<KindnessKit bookId={BOOK_ID} privacyPolicy={null} />, queryClient);

    const block = screen.getByRole('region', { name: 'Spread a little sunshine' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    expect(within(block).getByText('El kit de la nube bondadosa')).not.toHaveAttribute('lang');
    expect(within(block).getByText('Una guía para toda la familia.')).not.toHaveAttribute('lang');
    expect(within(block).queryByText('The Kindness Cloud Kit')).toBeNull();
  });

  it('says a failed sign-up and a successful one in Spanish', async () => {
    const user = userEvent.setup();
    const reply: KitSignupReply = {
      message: '',
      expiresAt: '2026-11-23T10:00:00Z',
      downloads: [
        { id: 'f1', fileName: 'Parent Guide', fileNameEs: 'Guía para familias', fileType: 'pdf', url: '/kit-downloads/tok/f1' },
        { id: 'f2', fileName: 'coloring.png', fileNameEs: '', fileType: 'image', url: '/kit-downloads/tok/f2' },
      ],
    };
    mockFetch(
      () => new Response('Bad Gateway', { status: 502 }),
      () => jsonResponse(reply, 201),
    );
    renderKit();
    await user.type(email(), 'familia@example.com');
    await user.click(agree());

    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo enviar el formulario (código de error: 502). Inténtalo de nuevo.',
    );

    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 3, name: '¡Tu kit está listo!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Gracias por registrarte! Tus enlaces de descarga son válidos durante 24 horas.',
    );
    const links = screen.getAllByRole('link');
    // Each file by its Spanish name where the owner wrote one, else its English name, marked so.
    expect(links.map((l) => l.textContent)).toEqual(['Guía para familias (PDF)', 'coloring.png (Imagen)']);
    expect(within(links[0]!).getByText('Guía para familias')).not.toHaveAttribute('lang');
    expect(within(links[1]!).getByText('coloring.png')).toHaveAttribute('lang', 'en');
    // The form comes back, in Spanish, on request.
    fireEvent.click(screen.getByRole('button', { name: 'Registrar otra dirección' }));
    await waitFor(() => expect(submit()).toHaveTextContent('Quiero mi kit gratis'));
  });
});
