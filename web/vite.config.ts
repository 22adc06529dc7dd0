/// <reference types="vitest/config" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The Go binary embeds this folder (internal/webui/embed.go owns it).
const outDir = fileURLToPath(new URL('../internal/webui/dist', import.meta.url));

// emptyOutDir wipes the folder; put the placeholder back so a committed
// dist/.gitkeep (which keeps //go:embed compiling in a fresh clone) survives builds.
function keepDistPlaceholder(): Plugin {
  return {
    name: 'storyshelf:keep-dist-placeholder',
    apply: 'build',
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(`${outDir}/.gitkeep`, '');
    },
  };
}

// Where `npm run dev` sends API calls: a locally running `storyshelf serve`.
const backend = process.env.STORYSHELF_DEV_BACKEND ?? 'http://127.0.0.1:8080';

// React Router's package exports point at its development build (its own Vite
// plugin swaps in the production one, which this app does not use). Builds
// take the production build: no dev-only warnings and checks, a smaller bundle.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), keepDistPlaceholder()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
}));
