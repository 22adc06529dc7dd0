import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

// A module's code goes into one chunk, and React Router's is one module: were the admin's data
// router taken from it, its code (about 16 KB gzip) would be in the chunk every public page
// loads, though only the admin uses it. So the build gives one module (src/lib/data-router.ts,
// which only the admin app imports) a copy of React Router of its own, which is tree-shaken and
// chunked apart; the admin loads about 7 KB gzip more in all. The copy takes its React contexts
// from the app's React Router instead of creating its own, so the links and hooks everywhere
// else work inside the admin's router.

const COPY = '?data-router-copy';

// The contexts the copy shares, each exported by React Router as UNSAFE_<name>.
export const SHARED_CONTEXTS = [
  'DataRouterContext',
  'DataRouterStateContext',
  'ViewTransitionContext',
  'FetchersContext',
  'NavigationContext',
  'LocationContext',
  'RouteContext',
  'FrameworkContext',
];

// Replaces the copy's own `var XContext = React.createContext(…);` with the app's context.
export function shareContexts(code: string): { code: string; shared: string[] } {
  const shared: string[] = [];
  let out = code;
  for (const name of SHARED_CONTEXTS) {
    const own = new RegExp(`^var ${name} = React\\d*\\.createContext\\([\\s\\S]*?\\);$`, 'm');
    if (!own.test(out)) continue;
    out = out.replace(own, `var ${name} = UNSAFE_${name}_shared;`);
    shared.push(name);
  }
  if (shared.length === 0) return { code, shared };
  const names = shared.map((name) => `UNSAFE_${name} as UNSAFE_${name}_shared`).join(', ');
  return { code: `import { ${names} } from "react-router";\n${out}`, shared };
}

export function dataRouterCopy(importer: string): Plugin {
  const shared = new Set<string>();
  return {
    name: 'storyshelf:data-router-copy',
    apply: 'build',
    // Before Vite's own resolver, which would resolve React Router to the one shared copy.
    enforce: 'pre',
    async resolveId(source, from) {
      // React Router (by now its production entry, resolve.alias) from the one module; then
      // every file of the copy imports the copy's own files.
      const reactRouter = source === 'react-router' || /[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/.test(source);
      if (from === importer && reactRouter) {
        const resolved = await this.resolve(source, from, { skipSelf: true });
        return resolved && `${resolved.id}${COPY}`;
      }
      if (from?.endsWith(COPY) && source.startsWith('.')) {
        const resolved = await this.resolve(source, from.slice(0, -COPY.length), { skipSelf: true });
        return resolved && `${resolved.id}${COPY}`;
      }
      return null;
    },
    async load(id) {
      if (!id.endsWith(COPY)) return null;
      const result = shareContexts(await readFile(id.slice(0, -COPY.length), 'utf8'));
      for (const name of result.shared) shared.add(name);
      return result.code;
    },
    buildEnd(error) {
      // A React Router that defines its contexts differently must stop the build: two sets of
      // contexts would break every link in the admin.
      const missing = SHARED_CONTEXTS.filter((name) => !shared.has(name));
      if (!error && missing.length > 0) this.error(`data-router-copy: React Router's copy does not define ${missing.join(', ')}`);
    },
  };
}
