import babelParser from '@babel/eslint-parser';

// How ESLint reads the app's TypeScript and JSX: with Babel (typescript-eslint refuses
// TypeScript 7, and no rule here needs types). The lint rules' own tests read code the same way.
export const languageOptions = {
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: {
      babelrc: false,
      configFile: false,
      presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
    },
  },
};
