// The language a reader used the site in (the page they signed up or wrote from), as the
// owner's lists show and filter it. The admin speaks English, so the names are English.
const NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

// 'en' → 'English', 'es' → 'Spanish'; a language the site does not know is English, as the
// server stores it.
export function languageName(lang: string | undefined): string {
  return NAMES[lang ?? ''] ?? NAMES.en!;
}

// The language filter's choices for a list (?lang=en|es; '' is every language).
export const LANGUAGE_OPTIONS = [
  { value: '', label: 'All languages' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
] as const;

// A small 'EN' or 'ES' badge, named in full for screen readers and on hover.
export function LanguageBadge({ lang }: { lang: string | undefined }) {
  const name = languageName(lang);
  const code = name === 'Spanish' ? 'ES' : 'EN';
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold tracking-wide ring-1 ${
        code === 'ES' ? 'bg-violet-100 text-violet-900 ring-violet-300' : 'bg-sky-100 text-sky-900 ring-sky-300'
      }`}
    >
      {code}
    </span>
  );
}
