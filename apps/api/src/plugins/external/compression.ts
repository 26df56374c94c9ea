import { constants } from 'node:zlib';

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (brotli, else gzip, as the browser accepts): API JSON, the weed grid,
 * GeoJSON and CSV exports alike. On a 1.5 Mbit/s mobile link bytes are the cost, and JSON shrinks to
 * a fifth or less. The portal's own files are compressed once at build time and served as they are
 * (portal-static): this plugin leaves any answer that already has a Content-Encoding alone.
 * Brotli at quality 4 (the plugin's default, written here on purpose): about gzip's speed with
 * smaller output; the maximum, 11, costs tens of milliseconds per answer of CPU.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
