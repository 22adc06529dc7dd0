import { expect, it } from 'vitest';

import { reactRouterPure } from './react-router-pure';

const source = [
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'var Form = React10.forwardRef((props, ref) => null);',
  'Form.displayName = "Form";',
  'var Routes2 = React3.memo(Routes);',
  '    FetcherForm2.displayName = "fetcher.Form";',
  'function useThing() { return React.useContext(DataRouterContext); }',
].join('\n');

function transform(code: string): string {
  const hook = reactRouterPure().transform as { filter: { id: RegExp }; handler: (code: string) => string };
  return hook.handler(code);
}

it('marks module-level contexts and components pure and drops their display names', () => {
  expect(transform(source).split('\n')).toEqual([
    'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
    '',
    'var Form = /* @__PURE__ */ React10.forwardRef((props, ref) => null);',
    '',
    'var Routes2 = /* @__PURE__ */ React3.memo(Routes);',
    '    FetcherForm2.displayName = "fetcher.Form";',
    'function useThing() { return React.useContext(DataRouterContext); }',
  ]);
});

it("only touches React Router's production chunks", () => {
  const { filter } = reactRouterPure().transform as { filter: { id: RegExp } };
  expect(filter.id.test('/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs')).toBe(true);
  // The admin's copy of it too (vite-plugins/data-router-copy.ts).
  expect(filter.id.test('/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs?data-router-copy')).toBe(true);
  expect(filter.id.test('/app/node_modules/react-router/dist/production/index.mjs')).toBe(false);
  expect(filter.id.test('/app/src/app/router.tsx')).toBe(false);
});
