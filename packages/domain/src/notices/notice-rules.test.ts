import { describe, expect, it } from 'vitest';
import { type ErrorName, errorText } from '../errors/catalogue.js';
import { fieldProblemOf } from '../shared/field-problem.js';
import { NOTICE_KINDS, noticeEntryOpens, noticeRecordOpens } from './notice-kinds.js';
import {
  isReturnBackToCreator,
  NOTICE_CONTENT_MAX,
  noticeDirectorProblem,
  noticeRecipients,
  type OrderNoticeRecipient,
  orderNoticeProblem,
} from './notice-rules.js';
import {
  noticeAddInputSchema,
  noticeCountInputSchema,
  noticeMarkReadInputSchema,
  noticeSearchInputSchema,
} from './notice-wire.js';

const texts = (name: ErrorName | null) => (name ? [errorText(name, 'en'), errorText(name, 'zh')] : null);

describe('noticeDirectorProblem: the notice calls read and mark only the caller’s own notices', () => {
  it.each([
    ['no directorId: the caller’s own', 7, undefined, null],
    ['the caller’s own id', 7, 7, null],
    ['another user’s id', 7, 8, ['You may only read and mark your own notices', '只能查看和标记自己的通知']],
  ] as const)('%s', (_case, caller, director, expected) => {
    expect(texts(noticeDirectorProblem(caller, director))).toEqual(expected);
  });
});

describe('noticeRecipients: the new handler is told, never the person who put the work there', () => {
  it.each([
    ['a colleague assigns to an agent', 1, [2], [2]],
    ['an agent assigns to themself', 2, [2], []],
    ['a team: every member but the actor, each once', 1, [1, 2, 3, 3], [2, 3]],
    ['a timer (no actor) tells the handler', null, [4], [4]],
    ['nobody to tell (an empty team)', 1, [], []],
  ] as const)('%s', (_case, actor, users, expected) => {
    expect(noticeRecipients(actor, users)).toEqual(expected);
  });
});

describe('isReturnBackToCreator: the goods are back with customer service and wait for the creator', () => {
  it.each([
    [5, 'received', true],
    [12, 'repair sent back', true],
    [3, 'returned goods shipped', false],
    [9, 'pending inspection', false],
    [13, 'warehoused', false],
  ] as const)('status %i (%s) -> %s', (status, _name, expected) => {
    expect(isReturnBackToCreator(status)).toBe(expected);
  });
});

describe('orderNoticeProblem: who an order notice may go to', () => {
  const ok: OrderNoticeRecipient = { id: 2, active: true, inScope: true, canOpenOrder: true };
  it.each([
    ['a colleague in scope who can open the order', ok, null],
    ['oneself', { ...ok, id: 1 }, ['Choose a colleague other than yourself', '请选择除自己以外的同事']],
    ['no such user', null, ['The colleague does not exist or is disabled', '该同事不存在或已停用']],
    [
      'a disabled user',
      { ...ok, active: false },
      ['The colleague does not exist or is disabled', '该同事不存在或已停用'],
    ],
    [
      'outside the caller’s scope',
      { ...ok, inScope: false },
      ['You may only notify colleagues within your data scope', '只能提醒您数据权限范围内的同事'],
    ],
    [
      'someone who cannot open the order',
      { ...ok, canOpenOrder: false },
      ['This colleague cannot open the order', '该同事无权查看此订单'],
    ],
  ] as const)('%s', (_case, recipient, expected) => {
    expect(texts(orderNoticeProblem(1, recipient))).toEqual(expected);
  });
});

/** The first problem of a payload as the server answers it: field, code name and text. */
function problemOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const problem = fieldProblemOf(result.error!.issues[0] as Parameters<typeof fieldProblemOf>[0]);
  return { field: problem.field, name: problem.name, en: errorText(problem.name, 'en', problem.params) };
}

describe(`noticeAddInputSchema: a colleague, an order, a note of at most ${NOTICE_CONTENT_MAX} characters`, () => {
  it.each([
    ['no note', { userId: 2, orderId: 9 }, null],
    [`a note of ${NOTICE_CONTENT_MAX} characters`, { userId: 2, orderId: 9, content: 'x'.repeat(500) }, null],
    [
      'a longer note inside spaces (trimmed first)',
      { userId: 2, orderId: 9, content: ` ${'x'.repeat(500)} ` },
      null,
    ],
    [
      `a note of ${NOTICE_CONTENT_MAX + 1} characters`,
      { userId: 2, orderId: 9, content: 'x'.repeat(501) },
      { field: 'content', name: 'TEXT_TOO_LONG', en: 'At most 500 characters' },
    ],
    [
      'no colleague',
      { orderId: 9 },
      { field: 'userId', name: 'FIELD_REQUIRED', en: 'This field is required.' },
    ],
    ['no order', { userId: 2 }, { field: 'orderId', name: 'FIELD_REQUIRED', en: 'This field is required.' }],
  ] as const)('%s', (_case, input, expected) => {
    expect(problemOf(noticeAddInputSchema, input)).toEqual(expected);
  });

  it('keeps a blank note as none', () => {
    expect(noticeAddInputSchema.parse({ userId: 2, orderId: 9, content: '   ' }).content).toBeNull();
  });
});

describe('the notice calls’ inputs', () => {
  it.each([
    ['mark all', noticeMarkReadInputSchema, {}, null],
    ['mark two kinds', noticeMarkReadInputSchema, { kinds: ['slaWarning', 'orderNotice'] }, null],
    [
      'mark an unknown kind',
      noticeMarkReadInputSchema,
      { kinds: ['holiday'] },
      { field: 'kinds.0', name: 'NOTICE_KIND_UNKNOWN', en: 'Unknown notice type' },
    ],
    [
      'mark an empty list of kinds',
      noticeMarkReadInputSchema,
      { kinds: [] },
      { field: 'kinds', name: 'FIELD_REQUIRED', en: 'This field is required.' },
    ],
    ['count with the caller’s id as text', noticeCountInputSchema, { directorId: '7' }, null],
    [
      'search an unknown kind',
      noticeSearchInputSchema,
      { kinds: 'holiday' },
      { field: 'kinds.0', name: 'NOTICE_KIND_UNKNOWN', en: 'Unknown notice type' },
    ],
    [
      'search past page 100',
      noticeSearchInputSchema,
      { pageIndex: '101' },
      { field: 'pageIndex', name: 'VALUE_TOO_LARGE', en: expect.any(String) },
    ],
  ] as const)('%s', (_case, schema, input, expected) => {
    expect(problemOf(schema, input)).toEqual(expected);
  });

  it('reads the search’s query text: one kind or several, the unread flag', () => {
    expect(noticeSearchInputSchema.parse({ kinds: 'slaWarning', unread: '1' })).toEqual({
      pageIndex: 1,
      pageSize: 20,
      kinds: ['slaWarning'],
      unread: true,
    });
    expect(
      noticeSearchInputSchema.parse({ kinds: ['slaWarning', 'refundApproved'], unread: 'false' }),
    ).toMatchObject({
      kinds: ['slaWarning', 'refundApproved'],
      unread: false,
    });
  });
});

describe('what a notice opens', () => {
  it.each([
    [
      'workOrderAssigned',
      '7',
      '/workOrderCenter/afterSalesWorkOrderManagement?status=1&mine=1',
      '/workOrderCenter/workOrderDetails?id=7',
    ],
    [
      'refundApproved',
      '90',
      '/orderCenter/OARefundManage?status=1&mine=1',
      '/orderCenter/OARefundManage?status=1&mine=1',
    ],
    [
      'refundRefused',
      '4',
      '/refund-request-ticket?auditStatus=3&mine=1',
      '/workOrderCenter/refund-request-ticket-detail?id=4',
    ],
    [
      'returnWaiting',
      '3',
      '/orderCenter/OABackOrderManage?status=5,12&mine=1',
      '/orderCenter/OABackOrderManage?status=5,12&mine=1',
    ],
    ['orderNotice', '55', '/orderCenter/orderDetails?id=55', '/orderCenter/orderDetails?id=55'],
  ] as const)('%s: the entry opens its view, a row its record', (kind, objectId, entry, row) => {
    expect(noticeEntryOpens(kind, objectId)).toBe(entry);
    expect(noticeRecordOpens(kind, objectId)).toBe(row);
  });

  it('names the order notice in both languages', () => {
    expect(NOTICE_KINDS.orderNotice).toMatchObject({
      typeEnName: 'Order notes from colleagues',
      typeCnName: '同事的订单提醒',
      messageType: 'other',
    });
  });
});
