/**
 * Dynamic answers compressed for browsers that take it: the /wps JSON, the shell's HTML, the asset manifest and the
 * generated SVG art (a first visit's game vendor data is 30 KB as JSON, 4 KB in Brotli). The built files come with
 * their own Brotli and gzip copies (routes/static.ts), which this leaves as they are. Registered before the routes:
 * it applies to the routes registered after it. Request bodies are read as before (no decompression).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers made per request: 11 is for files compressed once, at build time. */
export const DYNAMIC_BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}
