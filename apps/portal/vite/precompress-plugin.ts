import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

import { SERVER_DIR } from './release-layout';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files a browser fetches as text; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet; the server sends such files as they are. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside one file. */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Compresses the built files once, at the highest settings, so the server sends them as they are
 * (@fastify/static's `preCompressed`) instead of compressing each answer at a lower setting. Runs last,
 * after every plugin that writes into the output (the pre-rendered index.html above all).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dossel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const forNode = join(outDir, SERVER_DIR) + sep;
        const files = (await filesUnder(outDir)).filter(
          (file) => COMPRESSIBLE.test(file) && !file.startsWith(forNode),
        );
        const large = [];
        for (const file of files) if ((await stat(file)).size >= MIN_BYTES) large.push(file);
        await Promise.all(large.map(precompressFile));
      },
    },
  };
}
