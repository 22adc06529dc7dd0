/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { catalogue } from './vite-plugins/catalogue.ts';
import { isolatedTestFiles } from './vite-plugins/isolated-test-files.ts';
import { dataRouterCopy } from './vite-plugins/data-router-copy.ts';
import { keepDistPlaceholder } from './vite-plugins/keep-dist-placeholder.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { reactRouterPure } from './vite-plugins/react-router-pure.ts';

// The Go binary embeds this folder (internal/webui/embed.go owns it).
const outDir = fileURLToPath(new URL('../internal/webui/dist', import.meta.url));

// The one module that gets a copy of React Router of its own (vite-plugins/data-router-copy.ts).
const dataRouter = fileURLToPath(new URL('./src/lib/data-router.ts', import.meta.url));

// Where `npm run dev` sends API calls: a locally running `storyshelf serve`.
const backend = process.env.STORYSHELF_DEV_BACKEND ?? 'http://127.0.0.1:8080';

// React Router's package exports point at its development build (its own Vite
// plugin swaps in the production one, which this app does not use). Builds
// take the production build: no dev-only warnings and checks, a smaller bundle.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const testFiles = ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'lint/**/*.test.js'];

// The test files that need a jsdom of their own (see `projects` below).
const isolated = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), ['src', 'vite-plugins', 'lint']);

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), catalogue({ whole: mode === 'test' }), reactRouterPure(), dataRouterCopy(dataRouter), keepDistPlaceholder(outDir), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server reads .vite/manifest.json to preload each page's route code
    // with its HTML (internal/server/preload.go).
    manifest: true,
    // Browsers preload modules themselves (Chrome 66, Firefox 115, Safari 17); an older
    // one (Safari 16) still runs the app and fetches each module as it is imported. Without
    // Vite's polyfill, every page's entry script is about 250 bytes (gzip) smaller.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every public page needs, in two files instead of many small ones: React,
          // React Router and TanStack Query; the public URLs (not the admin's), the API client,
          // the button and the icons' common code. Fewer, larger files compress better: '/'
          // loads 17 files instead of 20, about 0.8 KB gzip less.
          groups: [
            // Not the admin's copy of React Router (an id with a query), which stays with the admin.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/][^?]*$/ },
            {
              name: 'shared',
              test: /src[\\/](config[\\/]paths|lib[\\/]api-client|components[\\/]ui[\\/]button)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/files': backend,
      '/healthz': backend,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Most files share one jsdom per worker (isolate: false): setting jsdom up for each of
    // about 150 files was a third of the suite's time. Files that mock modules (vi.mock),
    // redefine browser properties or keep browser state (storage, cookies, the address)
    // get their own, as every file had before.
    projects: [
      { extends: true, test: { name: 'shared', include: testFiles, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated.length ? isolated : ['no-such-file'] } },
    ],
    // Vitest leaves a core for itself by default, which on a two-core machine is one test
    // file at a time; the files spend much of their time setting up jsdom, so every core
    // runs one (7.6 min down to 3.6 min on two busy cores).
    maxWorkers: availableParallelism(),
    // A test's time limit (5 s by default) as Playwright's: generous, for the same busy machine.
    testTimeout: 30_000,
  },
}));
