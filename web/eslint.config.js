import babelParser from '@babel/eslint-parser';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

import { featureBoundaries } from './lint/feature-boundaries.js';

// The feature boundaries (lint/feature-boundaries.js), React's rules of hooks and the JSX
// accessibility rules, each as its plugin recommends. typescript-eslint refuses TypeScript 7
// ("typescript-eslint does not support TS 7.0"), so Babel parses the TypeScript and JSX here:
// none of these rules needs type information.
export default [
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
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
