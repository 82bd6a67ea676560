import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import {
  auditRowsOf,
  createDepartment,
  createTeam,
  createUser,
  signedInWith,
} from '../../../test/factories.js';

const { app, database } = await createTestApp({ signinMaxFailures: 1000, signinMaxFailuresPerAddress: 1000 });
const db = database.db;

const manager = await signedInWith(app, db, ['department.manage']);
const agent = await signedInWith(app, db, ['dashboard.view']);

type Headers = Record<string, string>;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = manager.headers,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
type Node = { id: number; name: string; parentId: number | null; children: Node[] };
const findNode = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
};
const tree = async (headers: Headers = manager.headers) => {
  const res = await app.inject({ method: 'GET', url: '/api/departments', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Node[];
};

describe('GET /api/departments', () => {
  it('answers the whole tree with children to a caller with full scope', async () => {
    const root = await createDepartment(db, { name: 'Root dept' });
    const child = await createDepartment(db, { name: 'Child dept', parentId: root.id });
    const grandchild = await createDepartment(db, { name: 'Grandchild dept', parentId: child.id });
    const nodes = await tree();
    expect(findNode(nodes, root.id)).toEqual({
      id: root.id,
      name: 'Root dept',
      enName: null,
      parentId: null,
      children: [
        {
          id: child.id,
          name: 'Child dept',
          enName: null,
          parentId: root.id,
          children: [
            { id: grandchild.id, name: 'Grandchild dept', enName: null, parentId: child.id, children: [] },
          ],
        },
      ],
    });
    expect(nodes.some((n) => n.id === child.id)).toBe(false);
  });

  it('answers 401 with 1001 without a token', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/departments' }), 'NOT_SIGNED_IN');
  });
});

describe('POST /api/departments', () => {
  it('creates a department under a parent and writes the audit log', async () => {
    const parent = await createDepartment(db);
    const res = await send('POST', '/api/departments', {
      name: ' Support ',
      enName: 'Support',
      parentId: parent.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Support', enName: 'Support', parentId: parent.id });
    expect(findNode(await tree(), parent.id)?.children.map((c) => c.id)).toEqual([created.id]);
    const [audit] = await auditRowsOf(db, 'department', created.id);
    expect(audit).toMatchObject({
      userId: manager.user.id,
      action: 'department.create',
      path: '/api/departments',
      after: { name: 'Support', parentId: parent.id },
    });
  });

  it('refuses an unknown parent with 400 and a field error, a blank name with 400', async () => {
    const res = await send('POST', '/api/departments', { name: 'Orphan', parentId: 999999 });
    expectError(res, 'VALIDATION_FAILED');
    expect(res.json().error_info.fieldErrors).toEqual([expect.objectContaining({ field: 'parentId' })]);
    expectError(await send('POST', '/api/departments', { name: ' ' }), 'FIELD_REQUIRED');
  });

  it('needs department.manage: 403 with 1007, 401 without a token', async () => {
    expectError(await send('POST', '/api/departments', { name: 'No' }, agent.headers), 'NO_PERMISSION');
    expectError(
      await app.inject({ method: 'POST', url: '/api/departments', payload: { name: 'No' } }),
      'NOT_SIGNED_IN',
    );
  });
});

describe('PUT /api/departments/:id', () => {
  it('renames and moves a department; a null parent makes it a root', async () => {
    const a = await createDepartment(db);
    const b = await createDepartment(db);
    const moved = await send('PUT', `/api/departments/${b.id}`, { name: 'Moved', parentId: a.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: b.id, name: 'Moved', parentId: a.id });
    // a left-out parent stays
    expect((await send('PUT', `/api/departments/${b.id}`, { name: 'Renamed' })).json().data.parentId).toBe(
      a.id,
    );
    expect(
      (await send('PUT', `/api/departments/${b.id}`, { name: 'Root again', parentId: null })).json().data
        .parentId,
    ).toBeNull();
    const audit = await auditRowsOf(db, 'department', b.id);
    expect(audit[0]).toMatchObject({
      action: 'department.update',
      before: { name: b.name, parentId: null },
      after: { name: 'Moved', parentId: a.id },
    });
  });

  it.each(['itself', 'its child', 'its grandchild'] as const)(
    'refuses a parent that is %s with 422 and 1203',
    async (which) => {
      const top = await createDepartment(db);
      const child = await createDepartment(db, { parentId: top.id });
      const grandchild = await createDepartment(db, { parentId: child.id });
      const parentId = { itself: top.id, 'its child': child.id, 'its grandchild': grandchild.id }[which];
      const res = await send('PUT', `/api/departments/${top.id}`, { name: top.name, parentId });
      expectError(res, 'DEPARTMENT_CYCLE');
      expect(findNode(await tree(), top.id)?.parentId).toBeNull();
    },
  );

  it('answers 404 for an unknown department and 400 for an unknown parent', async () => {
    expectError(await send('PUT', '/api/departments/999999', { name: 'X' }), 'NOT_FOUND');
    const d = await createDepartment(db);
    expectError(
      await send('PUT', `/api/departments/${d.id}`, { name: 'X', parentId: 999999 }),
      'VALIDATION_FAILED',
    );
    expectError(await send('PUT', `/api/departments/${d.id}`, { name: 'X' }, agent.headers), 'NO_PERMISSION');
  });
});

describe('DELETE /api/departments/:id', () => {
  it('deletes an empty department and writes the audit log', async () => {
    const d = await createDepartment(db, { name: 'Empty one' });
    const res = await send('DELETE', `/api/departments/${d.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(findNode(await tree(), d.id)).toBeUndefined();
    const [audit] = await auditRowsOf(db, 'department', d.id);
    expect(audit).toMatchObject({
      action: 'department.delete',
      method: 'DELETE',
      before: { name: 'Empty one' },
    });
  });

  it.each(['a user', 'a team', 'a sub-department'] as const)(
    'refuses a department that still has %s with 422 and 1208',
    async (what) => {
      const d = await createDepartment(db);
      if (what === 'a user') await createUser(db, { departmentId: d.id });
      if (what === 'a team') await createTeam(db, { departmentId: d.id });
      if (what === 'a sub-department') await createDepartment(db, { parentId: d.id });
      expectError(await send('DELETE', `/api/departments/${d.id}`), 'DEPARTMENT_NOT_EMPTY');
      expect(findNode(await tree(), d.id)).toBeDefined();
    },
  );

  it('answers 404 for an unknown department and 403 without department.manage', async () => {
    expectError(await send('DELETE', '/api/departments/999999'), 'NOT_FOUND');
    const d = await createDepartment(db);
    expectError(await send('DELETE', `/api/departments/${d.id}`, undefined, agent.headers), 'NO_PERMISSION');
  });
});
