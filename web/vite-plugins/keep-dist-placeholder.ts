import { mkdirSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// emptyOutDir wipes the folder; put the placeholder back so a committed
// dist/.gitkeep (which keeps //go:embed compiling in a fresh clone) survives builds.
export function keepDistPlaceholder(outDir: string): Plugin {
  return {
    name: 'storyshelf:keep-dist-placeholder',
    apply: 'build',
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(`${outDir}/.gitkeep`, '');
    },
  };
}
