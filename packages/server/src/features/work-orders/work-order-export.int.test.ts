import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { createDepartment, signedInWith, signedInWorkOrderHolder } from '../../../test/factories.js';
import { rowsOf } from '../../../test/xlsx-files.js';
import { auditLogs } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const department = await createDepartment(db, { name: 'Export desk' });
const holder = (tag: 1 | 4) => signedInWorkOrderHolder(app, db, tag, department.id);
const agent = await holder(1);
const colleague = await holder(1);
const leader = await holder(4);
const url = '/api/crmAfterSalesWorkOrder/dynamicAfterSalesExport';

async function create(headers: Record<string, string>, email: string, subject: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/crmAfterSalesWorkOrder/add',
    headers,
    payload: { subject, description: 'Broken on arrival.', customerEmail: email, question: 'quality.broken' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.workOrderNo as string;
}
const mine = await create(agent.headers, 'anna.berg@example.com', 'Cracked lamp');
const theirs = await create(colleague.headers, 'li.wei@example.com', 'Torn jacket');

const exportAs = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': 'en' }, payload });

describe('POST dynamicAfterSalesExport', () => {
  it('exports only the work orders in the caller’s scope, with the chosen columns in their order, e-mails masked', async () => {
    const res = await exportAs(agent.headers, {
      columns: ['subject', 'workOrderNo', 'customerEmail', 'status'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('1');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(['Subject', 'Work order no.', 'Customer e-mail', 'Status']);
    expect(rows.slice(1)).toEqual([
      ['Cracked lamp', mine, expect.not.stringContaining('anna.berg'), 'Waiting for handling'],
    ]);
    expect(rows.some((r) => r.includes(theirs))).toBe(false);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'workOrder.export'));
    expect(audit?.after).toMatchObject({ rows: 1 });
  });

  it('gives a wider scope every work order it holds, newest first, with times in the reader’s offset', async () => {
    const res = await exportAs(leader.headers, {
      columns: ['workOrderNo', 'createdAt'],
      utcOffsetMinutes: 480,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(['Work order no.', 'Created (UTC+08:00)']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([theirs, mine]);
  });

  it('refuses no columns, an unknown column, and a caller without the permission', async () => {
    expectError(await exportAs(agent.headers, { columns: [] }), 'FIELD_REQUIRED');
    expectError(await exportAs(agent.headers, { columns: ['password'] }), 'VALIDATION_FAILED');
    const outsider = await signedInWith(app, db, [
      { code: 'order.view', tag: 4, permType: 'self', crmTeamId: null },
    ]);
    expectError(await exportAs(outsider.headers, { columns: ['workOrderNo'] }), 'NO_PERMISSION');
    expectError(
      await app.inject({ method: 'POST', url, payload: { columns: ['workOrderNo'] } }),
      'NOT_SIGNED_IN',
    );
  });
});
