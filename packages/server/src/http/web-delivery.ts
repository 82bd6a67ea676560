import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.js';
import { sendError } from './error-handler.js';

/**
 * A file the build named by its content (Vite writes every file it emits under assets/ as name-hash.ext): it never
 * changes under its address, so browsers and proxies keep it a year without asking again.
 */
export const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the files of public/ keep their names across builds: the browser asks again every time (304). */
export const UNHASHED_CACHE = 'no-cache';

/** Encodings the server compresses API answers in on the fly, in the order it prefers them. */
const ON_THE_FLY_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * Compression of what the build could not compress ahead: the API's JSON answers (and the API docs), brotli at
 * quality 4 or gzip, from 1 KB, negotiated on Accept-Encoding with `Vary: accept-encoding`.
 * Registered before the routes (it hooks each route as it is added). The exports' streams (xlsx), PDF and DOCX
 * are not compressible types and pass through untouched; a stored file of a compressible type (an .eml) is
 * compressed as it streams. Request bodies are not decompressed (as before: the API takes plain JSON and forms).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ON_THE_FLY_ENCODINGS,
    globalDecompression: false,
    threshold: 1024,
  });
}

/**
 * The built web app from `webDist`, when there is one (dist/index.html): its files with their precompressed twins
 * (file.br, file.gz, written by the build) chosen by Accept-Encoding, hashed files cached for a year, the rest
 * revalidated; any other GET outside /api and /assets answers index.html (the app routes in the browser).
 * Returns whether a web app is served.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  const assets = path.join(webDist, 'assets') + path.sep;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // file.br / file.gz are sent for file by content negotiation (with Vary), never at their own address
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', filePath.startsWith(assets) ? HASHED_CACHE : UNHASHED_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // a missing asset (a chunk of an older build) is a 404, never the page in its place
    if (url.startsWith('/api/') || url.startsWith('/assets/') || request.method !== 'GET' || !hasWeb) {
      return sendError(new AppError('ROUTE_NOT_FOUND'), request, reply);
    }
    return reply.sendFile('index.html');
  });
  return hasWeb;
}
