import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

import { featureBoundaries } from './lint/feature-boundaries.js';
import { languageOptions } from './lint/language-options.js';
import { translatedText } from './lint/translated-text.js';

// The feature boundaries (lint/feature-boundaries.js), React's rules of hooks and the JSX
// accessibility rules, each as its plugin recommends. typescript-eslint refuses TypeScript 7
// ("typescript-eslint does not support TS 7.0"), so Babel parses the TypeScript and JSX here:
// none of these rules needs type information.
// The admin's app and shared code that only the admin's screens use, which stay in English (lint/translated-text.js).
const adminOnlySharedCode = [
  'app/admin-app.tsx',
  'components/charts/',
  'components/ui/list/',
  'components/ui/consent-record.tsx',
  'components/ui/form/bilingual-field.tsx',
  'components/ui/form/book-select-field.tsx',
  'components/ui/form/editable-list.tsx',
  'components/ui/form/form-actions.tsx',
  'components/ui/form/image-upload-field.tsx',
  'components/ui/form/list-field.tsx',
  'components/ui/form/publishing-field.tsx',
  'components/ui/form/reading-lists-fields.tsx',
  'components/ui/form/star-rating-field.tsx',
  'components/ui/form/store-links-field.tsx',
  'components/ui/form/unsaved-changes-guard.tsx',
  'components/ui/form/upload-progress.tsx',
  'hooks/use-upload.ts',
  'lib/admin-',
  'lib/auth/',
  'lib/upload-file.ts',
];

export default [
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions,
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { storyshelf: { rules: { 'feature-boundaries': featureBoundaries, 'translated-text': translatedText } } },
    rules: {
      'storyshelf/feature-boundaries': 'error',
      'storyshelf/translated-text': ['error', { adminOnly: adminOnlySharedCode }],
    },
  },
];
