/**
 * Malformed input on every route: a NUL (or another control character) in any text of the path, the query or
 * the body, and a value nested 10,000 deep, answer 400 with a catalogue code, never a 500, and no log line
 * holds the value sent. The routes come from the app's own route table, their fields from its OpenAPI schemas
 * and the authorization matrix's payloads.
 */
import { errorCatalogue } from '@backdesk/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedReference } from '../src/db/seed/reference.js';
import { openTestDatabase } from './app-builder.js';
import { authorizationMatrix } from './authorization-matrix.js';
import { bearer, createAdmin, signIn } from './factories.js';

const MARK = 'nulprobe';
const NUL_TEXT = `${MARK}\u0000x`;
const logLines: string[] = [];
const { database, drop } = await openTestDatabase();
await database.migrate();
await seedReference(database.db);
const app = await buildApp({
  config: { ...loadConfig({}), demo: false, logLevel: 'info', webDist: '/nonexistent' },
  database,
  logStream: { write: (line: string) => void logLines.push(line) },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await drop();
});
const admin = await createAdmin(database.db);
const headers = { ...bearer(await signIn(app, admin.email)), lang: 'en' };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };

/** The paths of the text fields of a body schema: ['remark'], ['packages', 0, 'packageNo'], ... */
function textPaths(
  schema: JsonSchema | undefined,
  at: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (!schema || depth > 6) return [];
  const types = [schema.type ?? []].flat();
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const own: (string | number)[][] = [];
  if (types.includes('string')) own.push(at);
  if (schema.properties)
    for (const [key, child] of Object.entries(schema.properties))
      own.push(...textPaths(child, [...at, key], depth + 1));
  if (types.includes('array') && schema.items) own.push(...textPaths(schema.items, [...at, 0], depth + 1));
  for (const option of options) own.push(...textPaths(option, at, depth + 1));
  return own;
}

/** The paths of the texts already in a payload. */
function payloadTexts(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => payloadTexts(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => payloadTexts(v, [...at, k]));
  return [];
}

/** A copy of a payload with a text set at a path, creating the objects and lists on the way. */
function withText(payload: unknown, path: (string | number)[], text: string): unknown {
  const root = structuredClone(payload && typeof payload === 'object' ? payload : {}) as Record<
    string,
    unknown
  >;
  if (!path.length) return text;
  let node: Record<string | number, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = text;
      return;
    }
    const next = node[key];
    const wantList = typeof path[i + 1] === 'number';
    if (!next || typeof next !== 'object' || Array.isArray(next) !== wantList) node[key] = wantList ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

type Variant = { what: string; url: string; payload?: unknown };

const routes = app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

function variantsOf(route: { method: string; url: string }): Variant[] {
  const key = `${route.method} ${route.url}`;
  const row = authorizationMatrix[key];
  const operation = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const baseUrl = row?.url ?? route.url.replace(/:(\w+)/g, '1');
  const write = !['GET', 'DELETE'].includes(route.method);
  const base = row?.payload ?? {};
  const out: Variant[] = [];
  const params = operation?.parameters ?? [];
  for (const p of params.filter((x) => x.in === 'query')) {
    const url = new URL(baseUrl, 'http://x');
    url.searchParams.set(p.name, NUL_TEXT);
    out.push({
      what: `query ${p.name}`,
      url: `${url.pathname}${url.search}`,
      payload: write ? base : undefined,
    });
  }
  if (route.url.includes(':'))
    out.push({
      what: 'path',
      url: route.url.replace(/:(\w+)/g, 'pathprobe%00'),
      payload: write ? base : undefined,
    });
  if (write) {
    const schema = operation?.requestBody?.content?.['application/json']?.schema;
    const seen = new Set<string>();
    for (const path of [...payloadTexts(base), ...textPaths(schema)]) {
      const name = path.join('.');
      if (seen.has(name)) continue;
      seen.add(name);
      out.push({ what: `body ${name || '(whole)'}`, url: baseUrl, payload: withText(base, path, NUL_TEXT) });
    }
  }
  return out;
}

const cases = routes.flatMap((route) =>
  variantsOf(route).map((v) => [`${route.method} ${route.url} — ${v.what}`, route.method, v] as const),
);
const CONTROL = errorCatalogue.CONTROL_CHARACTER;

describe('a control character anywhere in a request: 400 with its code on every route, never a 500', () => {
  it('finds text fields on most routes', () => {
    const covered = new Set(cases.map(([name]) => name.split(' — ')[0]));
    expect(routes.length).toBeGreaterThan(100);
    expect(covered.size / routes.length).toBeGreaterThan(0.6);
  });

  it.each(cases)('%s', async (_name, method, variant) => {
    const res = await app.inject({
      method: method as 'POST',
      url: variant.url,
      headers,
      ...(variant.payload !== undefined ? { payload: variant.payload as object } : {}),
    });
    expect(res.statusCode, res.body).toBe(CONTROL.status);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      code: CONTROL.code,
      error_info: { code: CONTROL.code, msg: CONTROL.en, error_lang: 'en' },
    });
  });

  it.each([
    ['\u0007', 400],
    ['\u001B[31m', 400],
    ['tab\tand\r\nnew lines', 200],
  ])('%j in a search keyword answers %i', async (keyword, status) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/search',
      headers,
      payload: { keyword },
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().code).toBe(CONTROL.code);
  });

  it('answers in Chinese with the lang header, with the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/search',
      headers: { ...headers, lang: 'zh' },
      payload: { keyword: NUL_TEXT },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_info).toMatchObject({
      code: CONTROL.code,
      msg: CONTROL.zh,
      error_lang: 'zh',
      fieldErrors: [{ field: 'keyword', code: CONTROL.code, message: CONTROL.zh }],
    });
  });
});

describe('the dictionary update refuses null and deep values with 400', () => {
  const put = (payload: string, lang = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/csSystemDictionary/probeCode',
      headers: { ...headers, lang, 'content-type': 'application/json' },
      payload,
    });

  it.each(['en', 'zh'] as const)('{"value": null} and no value: FIELD_REQUIRED (%s)', async (lang) => {
    for (const body of ['{"value": null}', '{}']) {
      const res = await put(body, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(errorCatalogue.FIELD_REQUIRED.code);
      expect(res.json().error_info.msg).toBe(errorCatalogue.FIELD_REQUIRED[lang]);
    }
  });

  it.each(['en', 'zh'] as const)(
    'a value nested 10,000 deep: NESTED_TOO_DEEP with its limit (%s)',
    async (lang) => {
      for (const deep of [
        '['.repeat(10_000) + ']'.repeat(10_000),
        `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      ]) {
        const res = await put(`{"value": ${deep}}`, lang);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
        expect(res.json().code).toBe(errorCatalogue.NESTED_TOO_DEEP.code);
        expect(res.json().error_info.msg).toBe(errorCatalogue.NESTED_TOO_DEEP[lang].replace('{max}', '32'));
      }
    },
  );

  it('still stores an ordinary nested value', async () => {
    const res = await put(JSON.stringify({ value: { a: [{ b: { c: 'd' } }] } }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the logs hold no value of a request', () => {
  it('no log line holds the probe text, and request lines hold query keys only', () => {
    expect(logLines.length).toBeGreaterThan(100);
    expect(logLines.filter((line) => line.includes(MARK) || line.includes('\\u0000'))).toEqual([]);
    const searched = logLines.find((l) => l.includes('/api/csOrderParent/view?'));
    expect(searched).toMatch(/\?id=\[redacted\]/);
  });
});
