import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import { languageOptions } from './language-options.js';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions });

const at = (file) => `/repo/web/src/${file}`;
const options = [{ srcDir: '/repo/web/src' }];

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: at('features/books/components/a.tsx'), code: "import { x } from '../api/get-books';", options },
    { filename: at('features/books/components/a.tsx'), code: "import { Button } from '@/components/ui/button';", options },
    { filename: at('features/books/components/a.tsx'), code: "import { useQuery } from '@tanstack/react-query';", options },
    { filename: at('app/routes/books.tsx'), code: "import { X } from '@/features/books/components/x';", options },
    { filename: at('testing/admin-data.ts'), code: "import type { Kit } from '@/features/admin-kits/types';", options },
  ],
  invalid: [
    {
      filename: at('features/admin-kits/components/a.tsx'),
      code: "import { booksQueryOptions } from '@/features/admin-books/api/get-books';",
      options,
      errors: [{ message: /features\/admin-kits may not import from features\/admin-books/ }],
    },
    {
      filename: at('features/admin-kits/components/a.tsx'),
      code: "import type { Book } from '../../admin-books/types';",
      options,
      errors: [{ message: /may not import from features\/admin-books/ }],
    },
    {
      filename: at('features/books/components/a.tsx'),
      code: "export { x } from '@/features/contact/x'; const y = import('@/app/router');",
      options,
      errors: [{ message: /features\/contact/ }, { message: /A feature may not import from app\// }],
    },
    {
      filename: at('lib/a.ts'),
      code: "import { x } from '@/features/books/api/get-books';",
      options,
      errors: [{ message: /Shared code \(lib\/\) may not import from features\// }],
    },
  ],
});
