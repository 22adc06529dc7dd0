import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { BooksCatalogue } from '@/features/books/components/books-catalogue';
import { activateCatalogue } from '@/lib/i18n';
import { createLocationProbe } from '@/testing/location-probe';
import { jsonResponse, makeBook, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

const books = [
  makeBook({ id: 'aaaaaaaa-1', slug: 'the-kindness-cloud', title: 'The Kindness Cloud', genres: ['Kindness', 'Nature'], ageRange: '3-6' }),
  makeBook({ id: 'bbbbbbbb-2', slug: 'brave-little-bea', title: 'Brave Little Bea', genres: ['Courage', 'Nature'], ageRange: '4-7', description: 'A bee learns courage.' }),
  makeBook({ id: 'cccccccc-3', slug: 'counting-stars', title: 'Counting Stars', genres: ['Math'], ageRange: '3-5', description: 'Numbers at night.' }),
];

function renderCatalogue(url = '/books') {
  const { position, LocationProbe } = createLocationProbe();
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/books" element={<BooksCatalogue />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return position;
}

const summary = () => screen.getByRole('status');
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('BooksCatalogue', () => {
  it('shows Loading books... and then every book with the count', async () => {
    mockFetch(() => jsonResponse(books));
    renderCatalogue();

    expect(screen.getByText('Loading books...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 books')).toBeInTheDocument();
    expect(summary()).toHaveAttribute('aria-live', 'polite');
    expect(cardTitles()).toEqual(['The Kindness Cloud', 'Brave Little Bea', 'Counting Stars']);
    expect(screen.getByPlaceholderText('Search by title or keyword...')).toHaveAccessibleName('Search books');
  });

  it('offers the topics and ages collected from the books', async () => {
    mockFetch(() => jsonResponse(books));
    renderCatalogue();
    const topic = await screen.findByRole('combobox', { name: 'Topic' });
    expect(within(topic).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Topics',
      'Courage',
      'Kindness',
      'Math',
      'Nature',
    ]);
    const age = screen.getByRole('combobox', { name: 'Age' });
    expect(within(age).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Ages', '3-5', '3-6', '4-7']);
  });

  it('narrows the list and the count text, and writes the filters into the URL', async () => {
    mockFetch(() => jsonResponse(books));
    const position = renderCatalogue();
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Search books' }), 'bee');
    expect(summary()).toHaveTextContent('Showing 1 of 3 books matching "bee"');
    expect(cardTitles()).toEqual(['Brave Little Bea']);
    await waitFor(() => expect(position.location.search).toBe('?q=bee'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search books' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Nature');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), '3-6');
    // The 4-7 book suits ages 3-6 too: the ranges overlap.
    expect(summary()).toHaveTextContent('Showing 2 of 3 books in Nature for ages 3-6');
    expect(cardTitles()).toEqual(['The Kindness Cloud', 'Brave Little Bea']);
    await waitFor(() => expect(position.location.search).toBe('?topic=Nature&age=3-6'));
  });

  it('reads the filters from the URL', async () => {
    mockFetch(() => jsonResponse(books));
    renderCatalogue('/books?q=stars&topic=Math&age=3-5');
    expect(await screen.findByText('Showing 1 of 3 books matching "stars" in Math for ages 3-5')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveValue('stars');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('Math');
    expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('3-5');
  });

  it("shows 'No books found' and Reset Filters clears all three filters", async () => {
    mockFetch(() => jsonResponse(books));
    const position = renderCatalogue('/books?q=dragons&topic=Math&age=3-5');

    expect(await screen.findByRole('heading', { name: 'No books found' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Showing 0 of 3 books matching "dragons" in Math for ages 3-5');
    expect(cardTitles()).toEqual([]); // no cards

    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));

    expect(summary()).toHaveTextContent('Showing 3 of 3 books');
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('');
    await waitFor(() => expect(position.location.search).toBe(''));
    expect(screen.queryByRole('heading', { name: 'No books found' })).not.toBeInTheDocument();
  });

  it('shows the error state and retries', async () => {
    const fetchMock = mockFetch(
      () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
      () => jsonResponse(books),
    );
    renderCatalogue();

    expect(await screen.findByRole('heading', { name: 'Error loading books' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load books. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 3 of 3 books')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('BooksCatalogue in Spanish', () => {
  beforeEach(() => activateCatalogue('es', spanish));
  afterEach(() => activateCatalogue('en', english));

  it('shows the filters, the count with its plural and the cards in Spanish', async () => {
    mockFetch(() => jsonResponse([books[0]]));
    renderCatalogue();

    expect(screen.getByText('Cargando libros...')).toBeInTheDocument();
    expect(await screen.findByText('Mostrando 1 de 1 libro')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtrar libros' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Busca por título o palabra clave...')).toHaveAccessibleName('Buscar libros');
    const topic = screen.getByRole('combobox', { name: 'Tema' });
    expect(within(topic).getAllByRole('option')[0]).toHaveTextContent('Todos los temas');
    expect(screen.getByText('3-6 años')).toBeInTheDocument();
    expect(screen.getByText(`de ${books[0]!.author}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar libro: The Kindness Cloud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Videos y canciones: The Kindness Cloud' })).toBeInTheDocument();
  });

  it('says what was searched for when nothing matches, and resets', async () => {
    mockFetch(() => jsonResponse(books));
    renderCatalogue('/books?q=zzz&topic=Kindness&age=3-6');

    expect(await screen.findByText('Mostrando 0 de 3 libros que coinciden con “zzz” en Kindness para 3-6 años')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No se encontraron libros' })).toBeInTheDocument();
    expect(screen.getByText('Prueba con otra palabra, tema o edad.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar filtros' }));
    expect(await screen.findByText('Mostrando 3 de 3 libros')).toBeInTheDocument();
  });
});

// The demo's pair: an English book with its Spanish edition, beside English-only books.
const nube = makeBook({
  id: 'dddddddd-4',
  slug: 'la-nube-de-la-bondad',
  title: 'La nube de la bondad',
  genres: ['Bondad'],
  description: 'Una nubecita bondadosa.',
  language: 'es',
  otherEditionId: 'aaaaaaaa-1',
  otherEdition: { id: 'aaaaaaaa-1', slug: 'the-kindness-cloud', title: 'The Kindness Cloud', language: 'en', coverImage: '' },
});
const editions = [
  { ...books[0]!, otherEditionId: nube.id, otherEdition: { id: nube.id, slug: nube.slug, title: nube.title, language: 'es' as const, coverImage: '' } },
  nube,
  books[1]!,
  books[2]!,
];

const languageFilter = (name: string) => screen.getByRole('combobox', { name });

describe('BooksCatalogue language filter', () => {
  it("offers All Languages, In English and In Spanish, in the cards' badges' words", async () => {
    mockFetch(() => jsonResponse(editions));
    renderCatalogue();
    await screen.findByText('Showing 4 of 4 books');
    const options = within(languageFilter('Language')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All Languages', 'In English', 'In Spanish']);
    expect(languageFilter('Language')).toHaveValue('');
  });

  it('keeps the books of one language, says so, and writes it into the URL with the other filters', async () => {
    mockFetch(() => jsonResponse(editions));
    const position = renderCatalogue();
    const user = userEvent.setup();

    const topic = () => screen.getByRole('combobox', { name: 'Topic' });
    const topicNames = () => within(topic()).getAllByRole('option').map((o) => o.textContent);
    await screen.findByText('Showing 4 of 4 books');
    expect(topicNames()).toEqual(['All Topics', 'Bondad', 'Courage', 'Kindness', 'Math', 'Nature']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(summary()).toHaveTextContent('Showing 1 of 4 books in Spanish');
    expect(cardTitles()).toEqual(['La nube de la bondad']);
    expect(screen.getByRole('article')).toHaveTextContent('In Spanish');
    await waitFor(() => expect(position.location.search).toBe('?lang=es'));
    // The topics offered are the Spanish books' own.
    expect(topicNames()).toEqual(['All Topics', 'Bondad']);

    await user.selectOptions(languageFilter('Language'), 'en');
    expect(topicNames()).toEqual(['All Topics', 'Courage', 'Kindness', 'Math', 'Nature']);
    await user.selectOptions(topic(), 'Nature');
    expect(summary()).toHaveTextContent('Showing 2 of 4 books in English in Nature');
    expect(cardTitles()).toEqual(['The Kindness Cloud', 'Brave Little Bea']);
    await waitFor(() => expect(position.location.search).toBe('?topic=Nature&lang=en'));

    await user.selectOptions(languageFilter('Language'), '');
    expect(summary()).toHaveTextContent('Showing 2 of 4 books in Nature');
    await waitFor(() => expect(position.location.search).toBe('?topic=Nature'));
  });

  it('reads the language from the URL, ignores one the site does not have, and Reset Filters clears it', async () => {
    mockFetch(() => jsonResponse(editions));
    const position = renderCatalogue('/books?lang=es&q=zzz');
    expect(await screen.findByText('Showing 0 of 4 books in Spanish matching "zzz"')).toBeInTheDocument();
    expect(languageFilter('Language')).toHaveValue('es');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(summary()).toHaveTextContent('Showing 4 of 4 books');
    expect(languageFilter('Language')).toHaveValue('');
    await waitFor(() => expect(position.location.search).toBe(''));
  });

  it('shows every book for a language it does not know', async () => {
    mockFetch(() => jsonResponse(editions));
    renderCatalogue('/books?lang=fr');
    expect(await screen.findByText('Showing 4 of 4 books')).toBeInTheDocument();
    expect(languageFilter('Language')).toHaveValue('');
  });

  describe('in Spanish', () => {
    beforeEach(() => activateCatalogue('es', spanish));
    afterEach(() => activateCatalogue('en', english));

    it('filters Español and marks each English book as English, or English only when it has no Spanish edition', async () => {
      mockFetch(() => jsonResponse(editions));
      const position = renderCatalogue();
      const user = userEvent.setup();
      await screen.findByText('Mostrando 4 de 4 libros');
      const filter = languageFilter('Idioma');
      // The filter's words are the badges' own.
      expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos los idiomas', 'En inglés', 'En español']);

      const cards = screen.getAllByRole('article');
      expect(cards[0]).toHaveTextContent('En inglés');
      expect(cards[0]).not.toHaveTextContent('Solo en inglés');
      expect(cards[1]).not.toHaveTextContent(/inglés|español/);
      expect(cards[2]).toHaveTextContent('Solo en inglés');
      expect(cards[3]).toHaveTextContent('Solo en inglés');

      await user.selectOptions(filter, 'es');
      expect(summary()).toHaveTextContent('Mostrando 1 de 4 libros en español');
      expect(cardTitles()).toEqual(['La nube de la bondad']);
      await waitFor(() => expect(position.location.search).toBe('?lang=es'));
      await user.selectOptions(filter, 'en');
      expect(summary()).toHaveTextContent('Mostrando 3 de 4 libros en inglés');
    });
  });
});
