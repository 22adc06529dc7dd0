import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ReactRouter from 'react-router';
import { expect, it } from 'vitest';

import { SHARED_CONTEXTS, shareContexts } from './data-router-copy';

it("replaces the copy's own contexts with the app's, and leaves the others", () => {
  const source = [
    'import * as React from "react";',
    'var DataRouterContext = React.createContext(null);',
    'var FetchersContext = React.createContext(',
    '  /* @__PURE__ */ new Map()',
    ');',
    'var RouteContext = React3.createContext({',
    '  outlet: null,',
    '  matches: []',
    '});',
    'var RouteErrorContext = React.createContext(null);',
    'function useThing() { return React.useContext(RouteContext); }',
  ].join('\n');
  const { code, shared } = shareContexts(source);
  expect(shared).toEqual(['DataRouterContext', 'FetchersContext', 'RouteContext']);
  expect(code.split('\n')).toEqual([
    'import { UNSAFE_DataRouterContext as UNSAFE_DataRouterContext_shared, UNSAFE_FetchersContext as UNSAFE_FetchersContext_shared, UNSAFE_RouteContext as UNSAFE_RouteContext_shared } from "react-router";',
    'import * as React from "react";',
    'var DataRouterContext = UNSAFE_DataRouterContext_shared;',
    'var FetchersContext = UNSAFE_FetchersContext_shared;',
    'var RouteContext = UNSAFE_RouteContext_shared;',
    'var RouteErrorContext = React.createContext(null);',
    'function useThing() { return React.useContext(RouteContext); }',
  ]);
});

it('leaves a file without contexts as it is', () => {
  expect(shareContexts('export const x = 1;')).toEqual({ code: 'export const x = 1;', shared: [] });
});

// The installed React Router still defines and exports every context the copy shares: an
// upgrade that changes them fails here (and stops the build), not in the admin.
it("finds every shared context in React Router's production build", () => {
  const dir = join(import.meta.dirname, '../node_modules/react-router/dist/production/');
  const found = readdirSync(dir)
    .filter((name) => /^chunk-.*\.mjs$/.test(name))
    .flatMap((name) => shareContexts(readFileSync(dir + name, 'utf8')).shared);
  expect(found.sort()).toEqual([...SHARED_CONTEXTS].sort());
  for (const name of SHARED_CONTEXTS) expect(ReactRouter).toHaveProperty(`UNSAFE_${name}`);
});
