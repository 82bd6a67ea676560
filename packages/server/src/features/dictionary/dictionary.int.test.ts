import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createAdmin, createUser, signIn } from '../../../test/factories.js';
import { systemDictionary } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(db);
const adminToken = await signIn(app, admin.email);

describe('system dictionary', () => {
  it('returns values by code, as a list or a comma-separated text, never the secret ones', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/csSystemDictionary/viewPassword',
      headers: bearer(adminToken),
      payload: { value: 'Reveal#1' },
    });
    await db.update(systemDictionary).set({ secret: 1 }).where(eq(systemDictionary.code, 'viewPassword'));
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    for (const dictCodes of [
      ['roleSpecialPermissionConfig', 'viewPassword'],
      'roleSpecialPermissionConfig,viewPassword',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/csSystemDictionary/getSystemDictionaryValueByPaths',
        headers: bearer(token),
        payload: { dictCodes },
      });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data)).toEqual(['roleSpecialPermissionConfig']);
    }
  });

  it('checks the view password: right code ok, wrong code 422 with 1012 in the caller language', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const good = await app.inject({
      method: 'POST',
      url: '/api/csSystemDictionary/verifyViewPassword',
      headers: bearer(token),
      payload: { password: 'Reveal#1' },
    });
    expect(good.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/csSystemDictionary/verifyViewPassword',
      headers: { ...bearer(token), lang: 'en' },
      payload: { password: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error_info).toMatchObject({
      code: errorCatalogue.VIEW_PASSWORD_INCORRECT.code,
      msg: 'Incorrect password!',
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/csSystemDictionary/verifyViewPassword',
      headers: bearer(token),
      payload: { password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(errorCatalogue.FIELD_REQUIRED.code);
  });

  it('setting a value needs dictionary.manage and writes the audit log', async () => {
    const user = await createUser(db);
    const token = await signIn(app, user.email);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/csSystemDictionary/x',
      headers: bearer(token),
      payload: { value: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCatalogue.NO_PERMISSION.code);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/csSystemDictionary/x',
      headers: bearer(adminToken),
      payload: { value: { a: 1 } },
    });
    expect(set.statusCode).toBe(200);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/auditLogs?recordType=dictionary&recordId=x',
      headers: bearer(adminToken),
    });
    expect(audit.json().data.list[0]).toMatchObject({
      action: 'dictionary.set',
      after: { a: 1 },
      userId: admin.id,
    });
  });
});
