import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { jsonResponse, makeBook, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { Book, Multimedia } from '@/types/api';

import { MultimediaPage } from './multimedia-page';

const book = makeBook();

const song: Multimedia = {
  id: 's1',
  bookId: book.id,
  type: 'audio',
  title: 'Row Your Boat Together',
  titleEs: '',
  description: '',
  descriptionEs: '',
  url: '/files/media/song.wav',
  thumbnail: '',
  lyrics: 'Row, row, row your boat',
  createdAt: '2024-05-01T10:00:00Z',
};

function renderPage(shown: Book = book) {
  const router = createMemoryRouter(
    [{ path: '/multimedia/:slugWithId', element: <MultimediaPage book={shown} slugWithId="the-kindness-ripple-0f8c2d4e" /> }],
    { initialEntries: ['/multimedia/the-kindness-ripple-0f8c2d4e'] },
  );
  return renderWithQueryClient(<RouterProvider router={router} />);
}

describe('MultimediaPage in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it('words the header, the tabs, the player and the lyrics in Spanish', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse([song]));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Videos y canciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al libro' })).toHaveAttribute('href', '/books/the-kindness-ripple-0f8c2d4e');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando videos y canciones...');
    expect(document.title).toBe('Videos y canciones: The Kindness Ripple | Storyshelf');

    const tabs = await screen.findByRole('tablist', { name: 'Videos y canciones' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Audio', 'Videos']);

    const player = screen.getByRole('group', { name: 'Reproductor de audio: Row Your Boat Together' });
    expect(within(player).getByRole('button', { name: 'Retroceder 10 segundos' })).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Adelantar 10 segundos' })).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Silenciar' })).toBeInTheDocument();
    expect(within(player).getByRole('slider', { name: 'Posición de reproducción' })).toHaveAttribute(
      'aria-valuetext',
      '0 segundos de 0 segundos',
    );

    await user.click(screen.getByRole('button', { name: 'Mostrar letra' }));
    expect(screen.getByRole('button', { name: 'Ocultar letra' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'Videos' }));
    expect(screen.getByText('No hay videos disponibles')).toBeVisible();
  });

  // The owner's Spanish words where she wrote them; her English ones, marked as English, where
  // she has not, so a screen reader reads each in its own voice.
  it("shows each title and description in Spanish, or in English marked lang='en'", async () => {
    const translated: Multimedia = { ...song, id: 's2', title: 'Cloud Song', titleEs: 'Canción de la nube', description: 'Sing along.', descriptionEs: 'Canta con nosotros.' };
    const untranslated: Multimedia = { ...song, id: 's3', title: 'Rain Song', description: 'Listen to the rain.' };
    mockFetch(() => jsonResponse([translated, untranslated]));
    renderPage();

    const spanishTitle = await screen.findByRole('heading', { level: 3, name: 'Canción de la nube' });
    expect(spanishTitle).not.toHaveAttribute('lang');
    expect(screen.getByText('Canta con nosotros.')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Cloud Song')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Reproductor de audio: Canción de la nube' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 3, name: 'Rain Song' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Listen to the rain.')).toHaveAttribute('lang', 'en');
  });

  it("marks an English book's title and a song's lyrics as English", async () => {
    mockFetch(() => jsonResponse([song]));
    renderPage();
    expect(screen.getByText('The Kindness Ripple')).toHaveAttribute('lang', 'en');
    expect(await screen.findByText('Row, row, row your boat')).toHaveAttribute('lang', 'en');
  });

  // A Spanish edition's videos and songs are written in Spanish, with no Spanish version beside.
  it("shows a Spanish book's songs as Spanish, unmarked", async () => {
    mockFetch(() => jsonResponse([{ ...song, title: 'Rema, rema, rema', description: 'Aplaude y rema.', lyrics: 'Rema, rema tu barquito' }]));
    renderPage(makeBook({ title: 'La nube de la bondad', language: 'es' }));
    expect(screen.getByText('La nube de la bondad')).not.toHaveAttribute('lang');
    expect(await screen.findByRole('heading', { level: 3, name: 'Rema, rema, rema' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Aplaude y rema.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Rema, rema tu barquito')).not.toHaveAttribute('lang');
  });

  it("names a video's Play button in Spanish", async () => {
    const video: Multimedia = { ...song, id: 'v1', type: 'video', title: 'Lectura en voz alta', url: 'https://youtu.be/M7lc1UVf-VE', lyrics: '' };
    mockFetch(() => jsonResponse([video]));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reproducir video: Lectura en voz alta', hidden: true })).toBeInTheDocument();
  });

  it('says a song that cannot be played, and a list that cannot be loaded, in Spanish', async () => {
    mockFetch(() => jsonResponse([song]));
    const { unmount } = renderPage();
    const audio = (await screen.findByRole('group', { name: /Reproductor de audio/ })).querySelector('audio')!;
    fireEvent.error(audio);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se puede reproducir el video o audio. Comprueba que el archivo exista y tenga un formato compatible.',
    );
    unmount();

    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Book not found.' } }, 404));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los videos y canciones. Inténtalo de nuevo.');
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});

describe('MultimediaPage of a Spanish book in English', () => {
  it('marks its title, its songs and their lyrics as Spanish', async () => {
    mockFetch(() => jsonResponse([{ ...song, title: 'Rema, rema, rema', description: 'Aplaude y rema.', lyrics: 'Rema, rema tu barquito' }]));
    renderPage(makeBook({ title: 'La nube de la bondad', language: 'es' }));
    expect(screen.getByText('La nube de la bondad')).toHaveAttribute('lang', 'es');
    expect(await screen.findByRole('heading', { level: 3, name: 'Rema, rema, rema' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Aplaude y rema.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Rema, rema tu barquito')).toHaveAttribute('lang', 'es');
  });
});
