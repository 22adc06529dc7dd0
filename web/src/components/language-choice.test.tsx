import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateCatalogue, browserPrefersSpanish, pathInLang, rememberedLang } from '@/lib/i18n';

import { LanguageOffer } from './language-offer';
import { LanguageSwitch } from './language-switch';

function renderAt(entry: string, ui: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[entry]} basename={basename}>
      {ui}
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => activateCatalogue('en', english));

describe('pathInLang', () => {
  it.each([
    ['/', 'es', '/es/'],
    ['/books/kind-1234abcd', 'es', '/es/books/kind-1234abcd'],
    ['/es/', 'en', '/'],
    ['/es', 'en', '/'],
    ['/es/contact', 'en', '/contact'],
    ['/es/contact', 'es', '/es/contact'],
  ] as const)('%s in %s is %s', (path, lang, want) => {
    expect(pathInLang(path, lang)).toBe(want);
  });
});

describe('browserPrefersSpanish', () => {
  it.each([
    [['es-MX', 'en-US'], true],
    [['en-US', 'es'], false],
    [['fr', 'es'], true],
    [['fr'], false],
    [[], false],
  ])('%j → %s', (languages, want) => {
    expect(browserPrefersSpanish(languages)).toBe(want);
  });
});

describe('LanguageSwitch', () => {
  it('goes from an English page to the same page in Spanish, named in Spanish', async () => {
    renderAt('/books/kind-1234abcd?x=1', <LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/books/kind-1234abcd?x=1');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(rememberedLang()).toBe('es');
  });

  it('goes from a Spanish page back to the English one', () => {
    activateCatalogue('es', spanish);
    renderAt('/es/contact', <LanguageSwitch />, '/es');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('lang', 'en');
  });
});

describe('LanguageOffer', () => {
  it('offers Spanish to a browser that prefers it, and remembers a no', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
    const { unmount } = renderAt('/about', <LanguageOffer />);
    expect(screen.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/about');
    expect(screen.getByRole('complementary')).toHaveAttribute('lang', 'es');
    await userEvent.click(screen.getByRole('button', { name: 'No, gracias: seguir en inglés' }));
    expect(screen.queryByRole('link', { name: 'Ver en español' })).not.toBeInTheDocument();
    unmount();
    renderAt('/about', <LanguageOffer />);
    expect(screen.queryByRole('link', { name: 'Ver en español' })).not.toBeInTheDocument();
  });

  it('says nothing to an English browser, nor on a Spanish page', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const { unmount } = renderAt('/', <LanguageOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    activateCatalogue('es', spanish);
    renderAt('/es/', <LanguageOffer />, '/es');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers Spanish again to a visitor who chose it before', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem('storyshelf-language', 'es');
    renderAt('/books', <LanguageOffer />);
    expect(screen.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/books');
  });
});
