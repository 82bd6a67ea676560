import { type DepartmentInput, departmentParentProblem, isDepartmentInRecordScope } from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import * as repo from '../../records/departments.repository.js';
import { writeAudit } from '../../shared/audit.js';

export type DepartmentNode = {
  id: number;
  name: string;
  enName: string | null;
  parentId: number | null;
  children: DepartmentNode[];
};

/** The codes whose scope shows a department in the tree (the organisation screens' option list). */
const TREE_CODES = ['department.manage', 'user.view', 'user.manage', 'team.view', 'team.manage'];

const snapshot = (d: repo.DepartmentRow) => ({ name: d.name, enName: d.enName, parentId: d.parentId });

/** The departments as a tree: roots first, children under their parent, each level by id. */
export function departmentTree(rows: readonly repo.DepartmentRow[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, enName: r.enName, parentId: r.parentId, children: [] }]),
  );
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function createDepartmentsService(db: Db) {
  /** A department inside the caller's department.manage scope; any other does not exist for it (404). */
  async function existing(tx: Tx, auth: AuthContext, id: number) {
    const row = await repo.findDepartment(tx, id);
    if (!row || !isDepartmentInRecordScope(await recordScope(tx, auth, 'department.manage'), id))
      throw new AppError('NOT_FOUND');
    return row;
  }

  /** The parent exists; without full scope it is a department of the caller's scope (a root needs full scope). */
  async function checkParent(tx: Tx, auth: AuthContext, parentId: number | null | undefined) {
    if (parentId != null && !(await repo.findDepartment(tx, parentId))) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'parentId', name: 'NOT_FOUND' }]);
    }
    const scope = await recordScope(tx, auth, 'department.manage');
    if (!scope.all && (parentId == null || !isDepartmentInRecordScope(scope, parentId)))
      throw new AppError('USER_OUTSIDE_SCOPE', {}, [{ field: 'parentId', name: 'USER_OUTSIDE_SCOPE' }]);
  }

  /** The department tree of the caller's scope (a department whose parent is outside it shows as a root). */
  async function tree(auth: AuthContext) {
    const scope = await recordScope(db, auth, TREE_CODES);
    const rows = await repo.listDepartments(db);
    return departmentTree(rows.filter((r) => isDepartmentInRecordScope(scope, r.id)));
  }

  async function create(caller: Caller, input: DepartmentInput) {
    return db.transaction(async (tx) => {
      await checkParent(tx, caller.auth, input.parentId);
      const row = await repo.insertDepartment(tx, {
        name: input.name,
        enName: input.enName ?? null,
        parentId: input.parentId ?? null,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'department.create',
        recordType: 'department',
        recordId: row.id,
        after: snapshot(row),
      });
      return row;
    });
  }

  /** Renames or moves a department; left-out fields stay, a null parent makes it a root. */
  async function update(caller: Caller, id: number, input: DepartmentInput) {
    return db.transaction(async (tx) => {
      await repo.lockDepartmentTree(tx);
      const before = await existing(tx, caller.auth, id);
      if (input.parentId !== undefined) {
        await checkParent(tx, caller.auth, input.parentId);
        if (departmentParentProblem(id, input.parentId, await repo.departmentParents(tx))) {
          throw new AppError('DEPARTMENT_CYCLE', {}, [{ field: 'parentId', name: 'DEPARTMENT_CYCLE' }]);
        }
      }
      const after = await repo.updateDepartment(tx, id, {
        name: input.name,
        ...(input.enName === undefined ? {} : { enName: input.enName }),
        ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'department.update',
        recordType: 'department',
        recordId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  }

  /** Deletes an empty department: no users, teams or sub-departments. */
  async function remove(caller: Caller, id: number) {
    try {
      await db.transaction(async (tx) => {
        await repo.lockDepartmentTree(tx);
        const before = await existing(tx, caller.auth, id);
        const usage = await repo.departmentUsage(tx, id);
        if (usage.users || usage.teams || usage.children) throw new AppError('DEPARTMENT_NOT_EMPTY');
        await repo.deleteDepartment(tx, id);
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'department.delete',
          recordType: 'department',
          recordId: id,
          before: snapshot(before),
        });
      });
    } catch (error) {
      // a user or team placed in it meanwhile
      if (isForeignKeyViolation(error)) throw new AppError('DEPARTMENT_NOT_EMPTY');
      throw error;
    }
  }

  return { tree, create, update, remove };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
