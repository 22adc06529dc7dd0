import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Issue #44: a screen reader reads a text with the voice of the nearest lang attribute, and a
// page's <html lang> is "es" under /es/ and "en" elsewhere. So every text the site knows to be
// English must sit inside lang="en" on a Spanish page, every Spanish one inside lang="es" on an
// English page, and neither may be marked with the wrong language. This walks every public page
// of the demo in both languages and lists each element whose own text breaks that.
//
// Which texts are English and which Spanish is not guessed: it is read from the site's
// catalogues and from the demo's content through the public API (the oracle below). A text
// that is both (a name, a word the two languages share) is neither, and is not checked.

type Lang = 'en' | 'es';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
type Words = Record<Lang, Set<string>>;

// The same collapsing the page check applies to an element's own text.
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function add(words: Words, lang: Lang, text: Json | undefined) {
  if (Array.isArray(text)) return text.forEach((t) => add(words, lang, t));
  if (typeof text !== 'string') return;
  const t = clean(text);
  // Too short to tell a language by ("6", "3rd", "PDF").
  if (t.length >= 4) words[lang].add(t);
}

// The plain branches of a message that is a single `{x, select, a {…} other {…}}`, by branch;
// any other message with a placeholder is left out (its text on the page is not the message).
function branches(message: string): Record<string, string> | undefined {
  if (!message.includes('{')) return { '': message };
  const select = /^\{\w+, select,((?:\s*\w+ \{[^{}#]*\})+)\s*\}$/.exec(message);
  if (!select) return undefined;
  return Object.fromEntries([...select[1]!.matchAll(/(\w+) \{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
}

// The catalogues' words: a key's English message is English, its Spanish one Spanish.
function catalogueWords(words: Words) {
  const read = (lang: Lang) =>
    JSON.parse(readFileSync(new URL(`../../internal/i18n/messages/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const en = read('en');
  const es = read('es');
  for (const [key, english] of Object.entries(en)) {
    const spanish = es[key];
    if (spanish === undefined || spanish === english) continue;
    const enParts = branches(english.replaceAll("''", "'"));
    const esParts = branches(spanish.replaceAll("''", "'"));
    if (!enParts || !esParts) continue;
    // The language switch names the other language in that language: "Español" on English
    // pages, "English" on Spanish ones (components/language-switch.tsx marks it so).
    const [enLang, esLang]: [Lang, Lang] = key === 'language.other' ? ['es', 'en'] : ['en', 'es'];
    for (const [branch, text] of Object.entries(enParts)) {
      if (esParts[branch] === undefined || esParts[branch] === text) continue;
      add(words, enLang, text);
      add(words, esLang, esParts[branch]);
    }
  }
}

// The owner's texts (lib/owner-text.ts): each `x` with its Spanish `xEs` beside it, at any depth
// of an answer. `x` is written in base (English, unless its book is in Spanish), `xEs` in
// Spanish. Fields without an `Es` twin (names, addresses, dates) are not words to check.
function ownerWords(words: Words, value: Json, base: Lang = 'en') {
  if (Array.isArray(value)) return value.forEach((v) => ownerWords(words, v, base));
  if (value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (`${key}Es` in value) {
      add(words, base, v);
      add(words, 'es', value[`${key}Es`]);
    } else if (typeof v === 'object') {
      ownerWords(words, v, base);
    }
  }
}

type Book = Obj & { id: string; slug: string; language: Lang };

async function get<T = Json>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

// Every known English and Spanish text of the demo, and the pages that show them.
async function oracle(request: APIRequestContext) {
  const words: Words = { en: new Set(), es: new Set() };
  catalogueWords(words);

  for (const path of ['/api/site', '/api/author', '/api/site/about', '/api/site/faq', '/api/site/reading', '/api/site/privacy', '/api/upcoming-books']) {
    ownerWords(words, await get(request, path));
  }
  const archive = await get<Obj[]>(request, '/api/newsletter/archive');
  const issues = archive.map((issue) => `/newsletter/${issue.id as string}`);
  ownerWords(words, archive);

  const books = await get<Book[]>(request, '/api/books');
  const langOf = (id: Json) => books.find((b) => b.id === id)?.language ?? 'en';
  const refs: string[] = [];
  await Promise.all(
    books.map(async (listed) => {
      const ref = `${listed.slug}-${listed.id.slice(0, 8)}`;
      refs.push(ref);
      // A book's own words are in its language: its title, description and genres, and its
      // materials', videos' and songs' texts (an English book's may have a Spanish twin; the
      // demo writes the Spanish edition's in Spanish, with none) and lyrics.
      const [book, media, kit, reviews] = await Promise.all([
        get<Book>(request, `/api/books/${ref}`),
        get<Obj[]>(request, `/api/books/${listed.id}/multimedia`),
        get<Obj | null>(request, `/api/books/${listed.id}/kit`),
        get<{ testimonials: Obj[] }>(request, `/api/books/${listed.id}/testimonials`),
      ]);
      const lang = book.language;
      for (const field of ['title', 'description', 'genres'] as const) add(words, lang, book[field]);
      // An English book's genres by the Spanish names the owner gave them.
      add(words, 'es', book.genresEs);
      for (const m of (book.downloadMaterials ?? []) as Obj[]) {
        ownerWords(words, { title: m.title, titleEs: m.titleEs ?? '', description: m.description, descriptionEs: m.descriptionEs ?? '' }, lang);
      }
      ownerWords(words, { learningBenefits: book.learningBenefits ?? [], readingTips: book.readingTips ?? [] });
      for (const item of media) {
        ownerWords(words, item, lang);
        add(words, lang, item.lyrics);
      }
      // A kit may be the other edition's: its words start in its own book's language.
      if (kit) ownerWords(words, kit, langOf(kit.bookId));
      // A story's reviews, its editions' both: a reader's review carries the language it was
      // written in; the owner's have none and are taken to be in their book's.
      for (const review of reviews.testimonials) {
        const reviewLang = (review.lang as Lang | undefined) || langOf(review.bookId);
        // The reviewer's name is a name; the source is the owner's label ("Teacher", "Amazon").
        for (const field of ['title', 'content', 'source']) add(words, reviewLang, review[field]);
      }
    }),
  );
  // The home page's reviews are among the books' reviews above.

  // A text found in both languages is neither.
  for (const text of words.en) {
    if (words.es.has(text)) {
      words.en.delete(text);
      words.es.delete(text);
    }
  }

  const site = ['/', '/books', '/about', '/contact', '/privacy-policy', '/newsletter', ...issues];
  const bookPages = refs.sort().flatMap((ref) => [`/books/${ref}`, `/multimedia/${ref}`]);
  return { words: { en: [...words.en], es: [...words.es] }, pages: [...site, ...bookPages] };
}

type Failure = { text: string; lang: string; marked: string; path: string };

// The elements of the page whose own text is a known text under the wrong language, and how
// many known texts the page showed.
function wrongMarks(page: Page, words: { en: string[]; es: string[] }): Promise<{ failures: Failure[]; known: number }> {
  return page.evaluate(({ en, es }) => {
    const known = new Map<string, string>([...en.map((t) => [t, 'en'] as const), ...es.map((t) => [t, 'es'] as const)]);
    // What a visitor can open is read too: the FAQ's answers, the tab panels, a song's lyrics.
    for (const details of document.querySelectorAll('details')) details.open = true;
    for (const control of document.querySelectorAll('[aria-controls]')) {
      for (const id of control.getAttribute('aria-controls')!.split(/\s+/)) document.getElementById(id)?.removeAttribute('hidden');
    }
    const cssPath = (el: Element) => {
      const steps: string[] = [];
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        if (e.id && /^[A-Za-z][\w-]*$/.test(e.id)) {
          steps.unshift(`#${e.id}`);
          break;
        }
        const same = e.parentElement ? [...e.parentElement.children].filter((c) => c.tagName === e!.tagName) : [];
        steps.unshift(same.length > 1 ? `${e.tagName.toLowerCase()}:nth-of-type(${same.indexOf(e) + 1})` : e.tagName.toLowerCase());
      }
      return steps.join(' > ');
    };
    const failures: Failure[] = [];
    let shownKnown = 0;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
      // An option has no box of its own: its select says whether it shows.
      const shown = el instanceof HTMLOptionElement ? el.closest('select') : el;
      if (!shown?.checkVisibility({ visibilityProperty: true })) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .replace(/\s+/g, ' ')
        .trim()
        // A quotation keeps its marks outside the quoted words (a review on the home page).
        .replace(/^“(.*)”$/, '$1');
      const lang = known.get(own);
      if (!lang) continue;
      shownKnown++;
      const marked = el.closest('[lang]')?.getAttribute('lang') ?? '';
      if (marked.toLowerCase().split('-')[0] !== lang) failures.push({ text: own, lang, marked, path: cssPath(el) });
    }
    return { failures, known: shownKnown };
  }, words);
}

// Opens each page and lists what is marked wrong on it, page by page.
async function check(page: Page, lang: Lang, paths: string[], words: { en: string[]; es: string[] }) {
  const found: string[] = [];
  for (const path of paths) {
    const url = lang === 'es' ? `/es${path}` : path;
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    const { failures, known } = await wrongMarks(page, words);
    // A page that showed none of the texts the oracle knows was not checked at all.
    if (known < 10) found.push(`${url}: only ${known} known texts on the page`);
    for (const f of failures) {
      found.push(`${url}: "${f.text}" is ${f.lang} but read as lang="${f.marked}": ${f.path}`);
    }
  }
  return found;
}

test.describe.configure({ mode: 'parallel' });

// One test a language, side by side (a worker each): about 25 s each for its 22 pages.
for (const lang of ['en', 'es'] as const) {
  test(`every ${lang === 'en' ? 'English' : 'Spanish'} page marks each text it shows with its language`, async ({ page, request }) => {
    const { words, pages } = await oracle(request);
    // The oracle knows the demo: a few hundred texts of each language.
    expect(words.en.length).toBeGreaterThan(200);
    expect(words.es.length).toBeGreaterThan(200);
    expect(await check(page, lang, pages, words)).toEqual([]);
  });
}
