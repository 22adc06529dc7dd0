import babelParser from '@babel/eslint-parser';

import { featureBoundaries } from './lint/feature-boundaries.js';

// One rule: the feature boundaries (lint/feature-boundaries.js). typescript-eslint refuses
// TypeScript 7 ("typescript-eslint does not support TS 7.0"), so Babel parses the TypeScript
// and JSX here: it needs no type information, and the boundaries need none either.
export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
        },
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { storyshelf: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'storyshelf/feature-boundaries': 'error' },
  },
];
