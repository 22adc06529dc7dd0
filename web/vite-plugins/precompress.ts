import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg)$/;

// Writes a .br (Brotli, quality 11) and a .gz (Zopfli: gzip format, about 3 %
// smaller than gzip -9) beside every script, style sheet and SVG of the
// build. The server sends them to browsers that accept them
// (internal/server/app.go), so the expensive compression happens once here
// and never per request. A variant that would not be smaller is not written.
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storyshelf:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir; // absolute once resolved, --outDir included
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(outDir, name);
          const body = await readFile(file);
          const brotli = brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          const gzip = await gzipAsync(body, { numiterations: 15 });
          if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
          if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
        }),
      );
    },
  };
}
