import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { queryKeys } from '@/config/paths';
import type { Site } from '@/lib/site';
import type { Book, Material, PrivacyPolicy, SiteAbout, SiteFaq, SiteReading } from '@/types/api';

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
    catalogue: { featuredBookId: '', newMonths: 6, ...overrides.catalogue },
  };
}

// A new site's texts as the server answers them (storyshelf's defaults, in English and Spanish):
// the About page's cards, the contact FAQ, the book pages' lists and the privacy policy's data
// (no outside email list, the spec's date).
export type SiteTexts = { about: SiteAbout; faq: SiteFaq; reading: SiteReading; privacy: PrivacyPolicy };

export function makeSiteTexts(overrides: Partial<SiteTexts> = {}): SiteTexts {
  return {
    about: {
      cards: [
        {
          countOf: '',
          number: '6',
          numberEs: '6',
          label: 'Books Planned',
          labelEs: 'libros previstos',
          text: 'A whole series of gentle adventures about kindness, courage and curiosity.',
          textEs: 'Toda una serie de aventuras tiernas sobre la bondad, la valentía y la curiosidad.',
        },
        {
          countOf: '',
          number: '2',
          numberEs: '2',
          label: 'Published',
          labelEs: 'publicados',
          text: 'Two stories are already on bookshelves, in classrooms and at bedtime.',
          textEs: 'Dos cuentos ya están en las estanterías, en las aulas y a la hora de dormir.',
        },
        {
          countOf: '',
          number: '3rd',
          numberEs: '3.º',
          label: 'Coming Soon',
          labelEs: 'muy pronto',
          text: 'The next adventure is almost ready. Join the newsletter to hear first!',
          textEs: 'La próxima aventura está casi lista. ¡Suscríbete al boletín para enterarte antes que nadie!',
        },
      ],
    },
    faq: {
      items: [
        {
          question: 'Are the learning materials really free?',
          questionEs: '¿Los materiales de aprendizaje son realmente gratis?',
          answer:
            'Yes! All the coloring pages, activity sheets and other learning materials on our book pages are free to download, print and share at home or in the classroom.',
          answerEs:
            '¡Sí! Todas las páginas para colorear, hojas de actividades y demás materiales de aprendizaje de las páginas de nuestros libros son gratis: puedes descargarlos, imprimirlos y compartirlos en casa o en el aula.',
        },
        {
          question: 'Are the books available in Spanish?',
          questionEs: '¿Los libros están disponibles en español?',
          answer: 'Yes. Our books are available in English and Spanish, so more families can enjoy them together.',
          answerEs: 'Sí. Nuestros libros están disponibles en inglés y en español, para que más familias puedan disfrutarlos juntas.',
        },
        {
          question: 'Do you offer school visits?',
          questionEs: '¿Hacen visitas escolares?',
          answer:
            "Yes, school visits are possible! Choose 'School Visit Request' as the subject above and we will find a date that works for your class.",
          answerEs:
            '¡Sí, es posible hacer visitas escolares! Elige “Solicitud de visita escolar” como asunto en el formulario de arriba y buscaremos una fecha que le convenga a tu grupo.',
        },
      ],
    },
    reading: {
      benefits: [
        {
          text: 'Builds empathy and kindness by talking about how the characters feel and why',
          textEs: 'Fomenta la empatía y la bondad al hablar de cómo se sienten los personajes y por qué',
        },
        {
          text: 'Grows vocabulary and early reading skills with rich, read-aloud language',
          textEs: 'Amplía el vocabulario y las primeras habilidades de lectura con un lenguaje rico para leer en voz alta',
        },
        {
          text: 'Names big feelings so children can recognise and share their own',
          textEs: 'Pone nombre a las grandes emociones para que niñas y niños reconozcan y compartan las suyas',
        },
        {
          text: 'Sparks curiosity and questions that lead to real conversations at home and in class',
          textEs: 'Despierta la curiosidad y preguntas que llevan a conversaciones reales en casa y en el aula',
        },
        {
          text: 'Encourages creativity with hands-on activities that take the story off the page',
          textEs: 'Impulsa la creatividad con actividades prácticas que llevan el cuento más allá de sus páginas',
        },
      ],
      tips: [
        {
          title: 'Read it again (and again)',
          titleEs: 'Léelo otra vez (y otra más)',
          text: 'Children spot new details on every reading, and a familiar story builds confidence.',
          textEs: 'En cada lectura descubren detalles nuevos, y un cuento conocido les da confianza.',
        },
        {
          title: 'Pause and wonder',
          titleEs: 'Haz una pausa y pregunta',
          text: 'Ask “What do you think happens next?” or “How does this character feel?” and really listen.',
          textEs: 'Pregunta “¿Qué crees que pasará después?” o “¿Cómo se siente este personaje?” y escucha con atención.',
        },
        {
          title: 'Let them point and name',
          titleEs: 'Que señalen y nombren',
          text: 'Invite your child to find colours, shapes and feelings in the pictures before you turn the page.',
          textEs: 'Invita a tu hijo o hija a encontrar colores, formas y emociones en las ilustraciones antes de pasar la página.',
        },
        {
          title: 'Connect it to everyday life',
          titleEs: 'Relaciónalo con la vida diaria',
          text: 'Talk about a time you were kind, brave or curious, just like the characters.',
          textEs: 'Cuéntale de alguna ocasión en la que actuaste con bondad, valentía o curiosidad, igual que los personajes.',
        },
        {
          title: 'Keep it cosy and short',
          titleEs: 'Que sea acogedor y breve',
          text: 'A few happy minutes every day matter more than one long session.',
          textEs: 'Unos minutos felices cada día valen más que una sesión larga.',
        },
      ],
    },
    privacy: {
      emailList: '',
      analyticsDays: 90,
      messageDays: 0,
      mailTextDays: 7,
      backups: null,
      confirmDays: 7,
      noTracking: true,
      updated: '2025-04-14',
      sections: [],
    },
    ...overrides,
  };
}

// Puts the site's settings where the server's page puts them, so useSite() has them at once, and
// the site's texts where the pages that show them carry them.
export function seedSite(queryClient: QueryClient, site: Site = makeSite(), texts: SiteTexts = makeSiteTexts()) {
  queryClient.setQueryData(queryKeys.site, site);
  queryClient.setQueryData(queryKeys.siteAbout, texts.about);
  queryClient.setQueryData(queryKeys.siteFaq, texts.faq);
  queryClient.setQueryData(queryKeys.siteReading, texts.reading);
  queryClient.setQueryData(queryKeys.sitePrivacy, texts.privacy);
  return queryClient;
}

// A query client as the app starts: the site's settings already there (pass other settings to
// test how the site shows them).
export function createTestQueryClient(site: Site = makeSite(), texts: SiteTexts = makeSiteTexts()) {
  return seedSite(new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } }), site, texts);
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
    position: null,
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
