import {
  hasPermission,
  isNoticeKind,
  isPlatformVisible,
  NOTICE_KINDS,
  type NoticeAddInput,
  type NoticeCounts,
  type NoticeMarkReadInput,
  type NoticeRecord,
  type NoticeSearchInput,
  noticeDirectorProblem,
  noticeItemsOfGroups,
  noticeRecordOpens,
  orderNoticeProblem,
  type Page,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { ownersInScope, recordScope } from '../../access/record-scope.js';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { loadPermissions } from '../../records/auth.repository.js';
import { addNotices } from '../../records/notices.repository.js';
import { findOrder } from '../../records/orders.repository.js';
import { platformsOfUser } from '../../records/platforms.repository.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './notices.repository.js';

const ORDER_VIEW = 'order.view';

/**
 * The notices of spec 1 §7 and spec 3 §7 (/crmNotice): a person's own task notifications, counted per kind for the
 * bell, listed for the task list, marked read; and the order notice a colleague sends from the order page.
 */
export function createNoticesService(db: Db, options: { now: () => Date } = { now: () => new Date() }) {
  /** The spec names whose notices a call is about (directorId); only the caller's own are reachable. */
  function own(auth: AuthContext, directorId: number | undefined) {
    const problem = noticeDirectorProblem(auth.userId, directorId);
    if (problem) throw new AppError(problem);
    return auth.userId;
  }

  /** GET countUnReadByDirectorId: the bell's number and its entries, one per kind. */
  async function counts(auth: AuthContext, directorId?: number): Promise<NoticeCounts> {
    const userId = own(auth, directorId);
    const items = noticeItemsOfGroups(await repo.unreadGroups(db, userId), options.now());
    return { total: items.reduce((sum, i) => sum + i.count, 0), items };
  }

  /** POST updateReadByDirectorId: the caller's unread notices (of some kinds) become read. */
  async function markRead(caller: Caller, input: NoticeMarkReadInput) {
    const userId = own(caller.auth, input.directorId);
    return db.transaction(async (tx) => {
      const marked = await repo.markNoticesRead(tx, userId, input.kinds);
      if (marked)
        await writeAudit(tx, {
          ...auditedBy(caller),
          action: 'notice.read',
          recordType: 'user',
          recordId: userId,
          after: { kinds: input.kinds ?? 'all', marked },
        });
      return { marked };
    });
  }

  /** GET search: the task list, the caller's notices newest first. */
  async function search(auth: AuthContext, input: NoticeSearchInput): Promise<Page<NoticeRecord>> {
    const { rows, total } = await repo.noticePage(
      db,
      { userId: auth.userId, kinds: input.kinds, unread: input.unread },
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    const list = rows.flatMap(({ notice: n, actorName, actorEnName }) => {
      const known = n.kind;
      // a kind the domain no longer has is not listed
      if (!isNoticeKind(known)) return [];
      return [
        {
          id: n.id,
          kind: known,
          typeEnName: NOTICE_KINDS[known].typeEnName,
          typeCnName: NOTICE_KINDS[known].typeCnName,
          objectId: n.objectId,
          objectNo: n.objectNo,
          content: n.content,
          actor: n.actorId === null ? null : { id: n.actorId, name: actorName, enName: actorEnName },
          createdAt: n.createdAt,
          readAt: n.readAt,
          opens: noticeRecordOpens(known, n.objectId),
        },
      ];
    });
    return { list, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  /** The colleague an order notice would go to, as the domain rule reads them. */
  async function recipientOf(tx: Tx, auth: AuthContext, userId: number, platformId: number) {
    const [user] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const scope = await recordScope(tx, auth, ORDER_VIEW);
    const [btns, platforms] = await readTogether(
      tx,
      () => loadPermissions(tx, userId),
      () => platformsOfUser(tx, userId),
    );
    return {
      id: user.id,
      active: user.status === 'active',
      inScope: await ownersInScope(tx, scope, [userId]),
      canOpenOrder:
        hasPermission(btns, ORDER_VIEW) &&
        isPlatformVisible(
          platforms.map((p) => p.id),
          platformId,
        ),
    };
  }

  /**
   * POST add (spec 3 §7, from the order page): tells a colleague about an order the caller may open, with a note.
   * The colleague must be inside the caller's scope and able to open the order too.
   */
  async function add(caller: Caller, input: NoticeAddInput) {
    const auth = caller.auth;
    return db.transaction(async (tx) => {
      const found = await findOrder(tx, input.orderId);
      if (!found || !isPlatformVisible(auth.platformIds, found.order.platformId))
        throw new AppError('ORDER_NOT_FOUND');
      const recipient =
        input.userId === auth.userId
          ? { id: auth.userId, active: true, inScope: true, canOpenOrder: true }
          : await recipientOf(tx, auth, input.userId, found.order.platformId);
      const problem = orderNoticeProblem(auth.userId, recipient);
      if (problem) throw new AppError(problem);
      const [made] = await addNotices(tx, [
        {
          userId: input.userId,
          kind: 'orderNotice',
          objectId: found.order.id,
          objectNo: found.order.orderNo,
          actorId: auth.userId,
          content: input.content,
        },
      ]);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'notice.add',
        recordType: 'order',
        recordId: found.order.id,
        after: { userId: input.userId, kind: 'orderNotice', content: input.content },
      });
      return { id: made!.id, kind: 'orderNotice' as const, objectId: String(found.order.id) };
    });
  }

  return { counts, markRead, search, add };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
