import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { queryKeys } from '@/config/paths';
import type { Site } from '@/lib/site';
import type { Book, Material } from '@/types/api';

type SiteOverrides = { [Section in keyof Site]?: Partial<Site[Section]> };

// A new site's settings (storyshelf.DefaultSiteSettings, in English and Spanish) with the demo's
// accounts, with any section's fields replaced.
export function makeSite(overrides: SiteOverrides = {}): Site {
  return {
    identity: {
      name: 'Storyshelf',
      tagline: 'Educational picture books that spark kindness, curiosity and a love of reading.',
      taglineEs: 'Libros ilustrados educativos que despiertan la bondad, la curiosidad y el amor por la lectura.',
      legalName: '',
      publisherType: 'Organization',
      contactEmail: 'hello@storyshelf.example',
      visitsEmail: 'visits@storyshelf.example',
      mediaEmail: 'media@storyshelf.example',
      ...overrides.identity,
    },
    brand: { logoUrl: '', faviconUrl: '', shareImageUrl: '', ...overrides.brand },
    social: {
      links: [
        { kind: 'tiktok', url: 'https://www.tiktok.com/@storyshelfbooks' },
        { kind: 'instagram', url: 'https://www.instagram.com/storyshelfbooks' },
        { kind: 'youtube', url: 'https://www.youtube.com/@storyshelfbooks' },
      ],
      ...overrides.social,
    },
    home: {
      badge: 'Picture books for ages 3–8',
      badgeEs: 'Libros ilustrados de 3 a 8 años',
      title: 'Magical Stories for',
      titleEs: 'Historias mágicas para',
      highlight: 'Curious Young Minds',
      highlightEs: 'mentes pequeñas y curiosas',
      subtitle:
        'Stories that build kindness, confidence and a love of learning, with free activities, videos and songs to enjoy together.',
      subtitleEs:
        'Cuentos que cultivan la bondad, la confianza y el amor por aprender, con actividades, videos y canciones gratis para disfrutar juntos.',
      primaryButton: 'Explore Books',
      primaryButtonEs: 'Explorar libros',
      secondaryButton: 'Meet the Author',
      secondaryButtonEs: 'Conoce a quien escribe',
      whyHeading: 'Why Parents & Kids Love Our Books',
      whyHeadingEs: 'Por qué a las familias les encantan nuestros libros',
      whyItems: [
        {
          title: 'Learning Through Stories',
          titleEs: 'Aprender con cuentos',
          text: 'Every adventure hides a lesson: counting, science, feelings and more, told so gently that children simply ask to hear it again.',
          textEs:
            'Cada aventura esconde una lección: los números, las ciencias, las emociones y mucho más, contada con tanta ternura que niñas y niños piden escucharla otra vez.',
        },
        {
          title: 'Free Activities to Keep',
          titleEs: 'Actividades gratis para guardar',
          text: 'Colouring pages, worksheets, videos and sing-along songs for each book, free to download for home or the classroom.',
          textEs:
            'Páginas para colorear, fichas de trabajo, videos y canciones para cantar de cada libro, gratis para descargar en casa o en el aula.',
        },
        {
          title: 'Values That Stay With Them',
          titleEs: 'Valores que los acompañan',
          text: 'Kindness, courage, gratitude and sharing, shown through characters kids love, with questions that start real conversations.',
          textEs:
            'La bondad, la valentía, la gratitud y el compartir, a través de personajes que niñas y niños adoran, con preguntas que abren conversaciones de verdad.',
        },
      ],
      ...overrides.home,
    },
  };
}

// Puts the site's settings where the server's page puts them, so useSite() has them at once.
export function seedSite(queryClient: QueryClient, site: Site = makeSite()) {
  queryClient.setQueryData(queryKeys.site, site);
  return queryClient;
}

// A query client as the app starts: the site's settings already there (pass other settings to
// test how the site shows them).
export function createTestQueryClient(site: Site = makeSite()) {
  return seedSite(new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } }), site);
}

export function renderWithQueryClient(ui: ReactElement, queryClient = createTestQueryClient()) {
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}

// Clicks a link and tells whether the browser would load its page: true when the app's router
// left the click alone (a link with reloadDocument), false when the router took it. The load
// itself is cancelled (jsdom cannot load pages).
export function clickLoadsPage(link: HTMLElement): boolean {
  let routed = false;
  const cancel = (event: Event) => {
    routed = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', cancel);
  try {
    fireEvent.click(link);
  } finally {
    document.removeEventListener('click', cancel);
  }
  return !routed;
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// Replaces fetch for one test; each call answers with the next response (the last one repeats).
export function mockFetch(...responses: Array<() => Response>) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeBook(overrides: Partial<Book> = {}): Book {
  return {
    id: '0f8c2d4e-1111-4222-8333-944455556666',
    slug: 'the-kindness-ripple',
    title: 'The Kindness Ripple',
    author: 'Jane Storyteller',
    description: 'A small act of kindness spreads through a whole town.',
    genres: ['Kindness', 'Friendship'],
    ageRange: '3-7',
    coverImage: '',
    publishDate: '2024-05-01',
    pages: 32,
    isbn: '978-1-23456-789-0',
    amazonLink: '',
    reviewLink: '',
    createdAt: '2024-05-01T10:00:00Z',
    language: 'en',
    otherEditionId: '',
    otherEdition: null,
    ...overrides,
  };
}

// A material of makeBook()'s book.
export function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    id: 'm1',
    bookId: '0f8c2d4e-1111-4222-8333-944455556666',
    title: 'Activity Sheet',
    description: 'Things to do.',
    type: 'pdf',
    fileUrl: '/files/materials/a.pdf',
    fileSize: '1 KB',
    createdAt: '2024-05-01T10:00:00Z',
    ...overrides,
  };
}
