/**
 * No error text leaves the server with a {placeholder} in it: every catalogue entry that has one is filled
 * by the handler when its thrower passes the parameters, every size issue of a schema fills its own, and no
 * thrower in the code names an entry with placeholders without passing parameters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ErrorName, errorCatalogue, errorText, type Lang } from '@backdesk/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { registerErrorHandling } from './error-handler.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
const withPlaceholders = (Object.keys(errorCatalogue) as ErrorName[]).filter(
  (name) => placeholdersOf(errorCatalogue[name].en).length > 0,
);
const paramsFor = (name: ErrorName) =>
  Object.fromEntries(placeholdersOf(errorCatalogue[name].en).map((key) => [key, 7]));

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandling(app);
app.get<{ Params: { name: ErrorName } }>('/throw/:name', async (request) => {
  const name = request.params.name;
  throw new AppError(name, paramsFor(name), [{ field: 'f', name, params: paramsFor(name) }]);
});
const sizes = z.object({
  list: z.array(z.number()).max(2, { error: 'TOO_MANY_ROWS' }).optional(),
  rows: z.array(z.number()).min(2).optional(),
  text: z.string().max(3, { error: 'TEXT_TOO_LONG' }).optional(),
  required: z.string({ error: 'FIELD_REQUIRED' }).max(3).optional(),
  short: z.string().min(3).optional(),
  number: z.number().max(3).optional(),
  small: z.number().min(3).optional(),
});
app.withTypeProvider<ZodTypeProvider>().post('/sizes', { schema: { body: sizes } }, async () => 'ok');
await app.ready();
afterAll(() => app.close());

const langs: Lang[] = ['en', 'zh'];

describe('every catalogue text with placeholders is filled by the handler', () => {
  it('has entries to check', () => {
    expect(withPlaceholders).toEqual(
      expect.arrayContaining(['TOO_MANY_ROWS', 'TEXT_TOO_LONG', 'NESTED_TOO_DEEP']),
    );
  });

  it.each(withPlaceholders.flatMap((name) => langs.map((lang) => [name, lang] as const)))(
    '%s (%s)',
    async (name, lang) => {
      const res = await app.inject({ method: 'GET', url: `/throw/${name}`, headers: { lang } });
      const info = res.json().error_info;
      expect(res.statusCode).toBe(errorCatalogue[name].status);
      expect(info.msg).toBe(errorText(name, lang, paramsFor(name)));
      expect(info.msg).not.toMatch(/[{}]/);
      expect(info.fieldErrors[0].message).not.toMatch(/[{}]/);
    },
  );
});

describe('every size issue of a schema fills its numbers, the answer and the field errors', () => {
  it.each([
    [{ list: [1, 2, 3] }, 'TOO_MANY_ROWS', { count: 2 }],
    [{ text: 'abcd' }, 'TEXT_TOO_LONG', { max: 3 }],
    [{ required: 'abcd' }, 'TEXT_TOO_LONG', { max: 3 }],
    [{ rows: [1] }, 'VALIDATION_FAILED', {}],
    [{ short: 'ab' }, 'VALIDATION_FAILED', {}],
    [{ number: 4 }, 'VALIDATION_FAILED', {}],
    [{ small: 2 }, 'VALIDATION_FAILED', {}],
  ] as const)('%o -> %s', async (body, name, params) => {
    for (const lang of langs) {
      const res = await app.inject({ method: 'POST', url: '/sizes', headers: { lang }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errorCatalogue[name].code);
      expect(res.json().error_info.msg).toBe(errorText(name, lang, params));
      expect(res.body).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('the code never names an entry with placeholders without its parameters', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const sources = ['server/src', 'domain/src'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .map((f) => path.join(root, dir, f)),
  );
  const placeholders = Object.fromEntries(
    withPlaceholders.map((n) => [n, placeholdersOf(errorCatalogue[n].en)]),
  );

  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('AppError and field errors of such entries pass parameters', () => {
    const bare: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      const calls = text.matchAll(/AppError\(\s*'(\w+)'\s*(\)|,\s*\{\s*\})|name:\s*'(\w+)'\s*\}/g);
      for (const m of calls) {
        const name = m[1] ?? m[3];
        if (name && placeholders[name]) bare.push(`${path.relative(root, file)}: ${m[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('schemas name such entries only for sizes, whose numbers the handler fills', () => {
    const unfillable: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/error:\s*'(\w+)'/g)) {
        const keys = placeholders[m[1] as string] ?? [];
        if (keys.some((k) => !['max', 'min', 'count'].includes(k)))
          unfillable.push(`${path.relative(root, file)}: ${m[0]}`);
      }
    }
    expect(unfillable).toEqual([]);
  });
});
