import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import { languageOptions } from './language-options.js';
import { translatedText } from './translated-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions });

const at = (file) => `/repo/web/src/${file}`;
const options = [{ srcDir: '/repo/web/src', adminOnly: ['components/ui/list/'] }];
const error = { message: /Untranslated text/ };

tester.run('translated-text', translatedText, {
  valid: [
    { filename: at('features/books/components/a.tsx'), code: "const A = () => <h1>{t('books.heading')}</h1>;", options },
    { filename: at('features/books/components/a.tsx'), code: "const A = () => <p className=\"mt-2 text-sm\">{' '}·</p>;", options },
    { filename: at('features/books/components/a.tsx'), code: "import { x } from '@/lib/Some Thing';", options },
    { filename: at('features/books/components/a.tsx'), code: "const A = () => <Icon aria-hidden=\"true\" data-kind=\"Big Deal\" />;", options },
    { filename: at('features/books/components/a.tsx'), code: "console.error('Failed to load the thing');", options },
    { filename: at('features/books/components/a.tsx'), code: "const key = 'book-testimonials';", options },
    // The admin's own screens, tests and shared code only the admin uses stay in English.
    { filename: at('features/admin-books/components/a.tsx'), code: 'const A = () => <h1>Books</h1>;', options },
    { filename: at('features/books/components/a.test.tsx'), code: 'const A = () => <h1>Books</h1>;', options },
    { filename: at('components/ui/list/pagination.tsx'), code: 'const A = () => <span>Next page</span>;', options },
  ],
  invalid: [
    { filename: at('features/books/components/a.tsx'), code: 'const A = () => <h1>Explore Our Books</h1>;', options, errors: [error] },
    { filename: at('features/books/components/a.tsx'), code: "const A = () => <h1>{'Latest Book'}</h1>;", options, errors: [error] },
    { filename: at('features/books/components/a.tsx'), code: 'const A = () => <img alt="Book cover" src={x} />;', options, errors: [error] },
    { filename: at('features/books/components/a.tsx'), code: 'const A = () => <nav aria-label="Main" />;', options, errors: [error] },
    { filename: at('components/ui/spinner.tsx'), code: 'const A = () => <Spinner label="Loading..." />;', options, errors: [error] },
    { filename: at('lib/user-message.ts'), code: "const FAILED = 'Something went wrong. Please try again.';", options, errors: [error] },
    { filename: at('features/books/components/a.tsx'), code: 'const m = `Showing ${n} books`;', options, errors: [error] },
  ],
});
