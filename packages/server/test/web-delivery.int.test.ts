import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorCatalogue } from '@backdesk/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { HASHED_CACHE, UNHASHED_CACHE } from '../src/http/web-delivery.js';
import { createTestApp } from './app-builder.js';
import { bearer, createAdmin, signIn } from './factories.js';
import { createOrder, createShop } from './order-factories.js';
import { rowsOf, XLSX_TYPE } from './xlsx-files.js';

/**
 * A web build as `npm run build` lays it out (packages/web/dist): index.html, hashed files under assets/ with
 * their brotli and gzip twins, a public file, Vite's manifest. Made here, so the test does not depend on a build.
 */
function fixtureDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-web-dist-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const precompressed = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content, { level: 9 }));
  };
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i })))};\n`;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Backdesk</title>' +
    '<script type="module" crossorigin src="/assets/index-B4x9Qz7k.js"></script></head>' +
    `<body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>\n`;
  precompressed('index.html', html);
  precompressed('assets/index-B4x9Qz7k.js', script);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"></svg>\n');
  write('.vite/manifest.json', '{}');
  return { dir, script, html };
}

const dist = fixtureDist();
afterAll(() => fs.rmSync(dist.dir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ webDist: dist.dir });

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });
const varies = (res: { headers: Record<string, unknown> }) =>
  expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');

describe('a hashed asset (/assets/name-hash.js)', () => {
  const url = '/assets/index-B4x9Qz7k.js';

  it('answers its brotli twin to a browser that takes br, cached for a year', async () => {
    const res = await get(url, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_CACHE);
    expect(HASHED_CACHE).toBe('public, max-age=31536000, immutable');
    varies(res);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(dist.script);
  });

  it('answers its gzip twin to a client that takes gzip only', async () => {
    const res = await get(url, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(HASHED_CACHE);
    varies(res);
    expect(gunzipSync(res.rawPayload).toString()).toBe(dist.script);
  });

  it('answers the file itself to a client that takes no encoding, still with Vary', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get(url, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(HASHED_CACHE);
      varies(res);
      expect(res.body).toBe(dist.script);
    }
  });

  it('has no address of its own for the compressed twins, and a missing asset is a 404, not the page', async () => {
    for (const missing of [`${url}.br`, `${url}.gz`, '/assets/index-Old00000.js']) {
      const res = await get(missing, 'br');
      expect(res.statusCode, missing).toBe(404);
      expect(res.json().code).toBe(errorCatalogue.ROUTE_NOT_FOUND.code);
    }
  });
});

describe('index.html and the app routes', () => {
  it('answers the page compressed and revalidated on every visit, at / , /index.html and any app route', async () => {
    for (const url of ['/', '/index.html', '/orderCenter/order', '/orderCenter/orderDetails?orderId=7']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(UNHASHED_CACHE);
      expect(UNHASHED_CACHE).toBe('no-cache');
      varies(res);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(dist.html);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe(UNHASHED_CACHE);
      expect(plain.body).toBe(dist.html);
    }
  });

  it('revalidates a public file that keeps its name (favicon.svg) and hides the build manifest', async () => {
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(UNHASHED_CACHE);
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends the security headers with the page, an asset and an API answer', async () => {
    for (const url of ['/', '/assets/index-B4x9Qz7k.js', '/api/no-such-call']) {
      const res = await get(url, 'br');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("connect-src 'self' ws: wss:");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
      // HSTS only over HTTPS (auth/proxy-and-logs.int.test.ts)
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers an unknown API call with the envelope, not the page', async () => {
    const res = await get('/api/no-such-call', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().code).toBe(errorCatalogue.ROUTE_NOT_FOUND.code);
  });
});

describe('API answers', async () => {
  const admin = await createAdmin(database.db);
  const headers = bearer(await signIn(app, admin.email));

  it('compresses a JSON answer from 1 KB on the fly (brotli, else gzip) and sends it plain without Accept-Encoding', async () => {
    const br = await get('/api/docs/json', 'gzip, deflate, br', headers);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    varies(br);
    const docs = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(docs.paths['/api/authorize/login']).toBeDefined();

    const gz = await get('/api/docs/json', 'gzip', headers);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(docs);

    const plain = await get('/api/docs/json', undefined, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(docs);
  });

  it('leaves a small JSON answer plain', async () => {
    const res = await get('/api/no-such-call', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('streams an export (.xlsx) untouched to a browser that takes br', async () => {
    const shop = await createShop(database.db, { currency: 'USD' });
    await createOrder(database.db, { shopId: shop.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/export',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      payload: { shopIds: [shop.id], utcOffsetMinutes: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-encoding']).toBeUndefined();
    const [header, ...rows] = await rowsOf(res.rawPayload);
    expect(header).toContain('Order number');
    expect(rows).toHaveLength(1);
  });
});
