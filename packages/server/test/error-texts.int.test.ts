/**
 * Error texts as the API answers them: every {placeholder} filled in error_info.msg and in the field errors,
 * a too-long value reported as too long (not as "required"), an over-limit JSON body with its own code, and
 * the 431 of Node's HTTP server answered with the envelope, in English and in Chinese (the `lang` header).
 */
import net from 'node:net';
import { errorCatalogue, errorText, type Lang, RETURN_REMARK_MAX } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app-builder.js';
import { bearer, createAdmin, signIn } from './factories.js';

const { app, database } = await createTestApp();
const admin = await createAdmin(database.db);
const token = await signIn(app, admin.email);
const langs: Lang[] = ['en', 'zh'];
let port: Promise<number> | undefined;
/** The app on a real port (Node answers 431 before Fastify's inject could see it); closed with the app. */
const listening = () => {
  port ??= app
    .listen({ port: 0, host: '127.0.0.1' })
    .then(() => (app.server.address() as { port: number }).port);
  return port;
};

const post = (url: string, payload: unknown, lang: Lang) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), lang }, payload: payload as object });

type Body = {
  code: number;
  error_info: {
    msg: string;
    error_lang: string;
    fieldErrors?: { field: string; code: number; message: string }[];
  };
};

/** The answer is the catalogue entry's status, code and text (placeholders filled), and nothing is left in braces. */
function expectText(
  res: { statusCode: number; body: string },
  name: keyof typeof errorCatalogue,
  lang: Lang,
  params = {},
) {
  const entry = errorCatalogue[name];
  expect(res.statusCode, res.body).toBe(entry.status);
  const body = JSON.parse(res.body) as Body;
  expect(body.code).toBe(entry.code);
  expect(body.error_info.msg).toBe(errorText(name, lang, params));
  expect(body.error_info.error_lang).toBe(lang);
  expect(res.body).not.toMatch(/\{(max|min|count)\}/);
  return body;
}

const refundPackage = (packageNo = 'PK-TEXTS') => ({
  packageNo,
  products: [{ detailId: 1, quantity: 1 }],
  percent: '1',
  orderProblemType: 2,
  deliveryStatus: '1',
  reason: 'texts',
});
const ids21 = Array.from({ length: 21 }, (_, i) => i + 1);

describe.each(langs)('placeholders are filled (%s)', (lang) => {
  it('createRefund with 21 packages: at most 20 pieces of data', async () => {
    const res = await post(
      '/api/v2/refund/createRefund',
      { serialNumber: 'texts-0001', orderId: 1, packages: ids21.map(() => refundPackage()) },
      lang,
    );
    const body = expectText(res, 'TOO_MANY_ROWS', lang, { count: 20 });
    expect(body.error_info.fieldErrors).toEqual([
      {
        field: 'packages',
        code: errorCatalogue.TOO_MANY_ROWS.code,
        message: errorText('TOO_MANY_ROWS', lang, { count: 20 }),
      },
    ]);
  });

  it('refund review of 21 refunds: at most 20 pieces of data', async () => {
    expectText(await post('/api/csRefund/aduit', { ids: ids21 }, lang), 'TOO_MANY_ROWS', lang, { count: 20 });
  });

  it('a return move of 21 returns: at most 20 pieces of data', async () => {
    const res = await post('/api/csCrmReturnStep/transferStatus', { ids: ids21, status: 16 }, lang);
    expectText(res, 'TOO_MANY_ROWS', lang, { count: 20 });
  });

  it('a return remark over its limit: at most {max} characters, filled', async () => {
    const res = await post(
      '/api/csCrmReturnStep/transferStatus',
      { ids: [1], status: 16, remark: 'x'.repeat(RETURN_REMARK_MAX + 1) },
      lang,
    );
    expectText(res, 'TEXT_TOO_LONG', lang, { max: RETURN_REMARK_MAX });
  });
});

describe.each(langs)('a too-long value is reported as too long, not as required (%s)', (lang) => {
  it('a view password of 101 characters', async () => {
    const res = await post('/api/csSystemDictionary/verifyViewPassword', { password: 'x'.repeat(101) }, lang);
    const body = expectText(res, 'TEXT_TOO_LONG', lang, { max: 100 });
    expect(body.error_info.fieldErrors?.[0]).toMatchObject({
      field: 'password',
      code: errorCatalogue.TEXT_TOO_LONG.code,
    });
  });

  it('a package number of 41 characters', async () => {
    const res = await post(
      '/api/v2/refund/createRefund',
      { serialNumber: 'texts-0002', orderId: 1, packages: [refundPackage('P'.repeat(41))] },
      lang,
    );
    expectText(res, 'TEXT_TOO_LONG', lang, { max: 40 });
  });

  it('a too-long text without a named error keeps the generic answer but a filled field error', async () => {
    const res = await post(
      '/api/csSystemDictionary/getSystemDictionaryValueByPaths',
      { dictCodes: ['x'.repeat(101)] },
      lang,
    );
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body) as Body;
    // a union (list or text) fails both ways: several kinds answer 'Form data is abnormal'
    expect(body.error_info.fieldErrors?.map((f) => f.message)).toContain(
      errorText('TEXT_TOO_LONG', lang, { max: 100 }),
    );
    expect(res.body).not.toMatch(/\{(max|min|count)\}/);
  });
});

describe.each(langs)('sizes of the request itself (%s)', (lang) => {
  it('a JSON body over the limit: 413 "the request body is too large", not the upload text', async () => {
    const res = await post('/api/csOrderParent/search', { keyword: 'x'.repeat(7 * 1024 * 1024) }, lang);
    expectText(res, 'BODY_TOO_LARGE', lang);
    expect(res.json().error_info.msg).not.toBe(errorCatalogue.FILE_TOO_LARGE[lang]);
  });

  it('headers over the limit: 431 with the envelope', async () => {
    const port = await listening();
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/system/health HTTP/1.1\r\nHost: localhost\r\nlang: ${lang}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(data));
      socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body!)).toEqual({
      isSuccess: false,
      code: errorCatalogue.HEADERS_TOO_LARGE.code,
      data: null,
      error_info: {
        code: errorCatalogue.HEADERS_TOO_LARGE.code,
        msg: errorCatalogue.HEADERS_TOO_LARGE[lang],
        error_lang: lang,
      },
    });
  });
});
