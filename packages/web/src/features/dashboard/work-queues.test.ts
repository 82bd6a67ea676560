import type { HeldPermission } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { listFilterOf } from '../../shared/list-filter';
import { queuesOf } from './work-queues';

const held = (...codes: string[]): HeldPermission[] =>
  codes.map((code) => ({ code, tag: 1, permType: 'self', crmTeamId: null }) as HeldPermission);

describe('the work queues a person gets', () => {
  it.each([
    [
      'an agent',
      held('refund.view', 'refund.create', 'return.view', 'return.manage'),
      ['myRefundsToReview', 'myReturns'],
    ],
    ['a reviewer', held('refund.view', 'refund.review'), ['refundsToReview']],
    [
      'warehouse staff',
      held('package.view', 'return.process'),
      ['returnsArriving', 'returnsToSign', 'returnsToInspect'],
    ],
    ['creating without seeing the list', held('refund.create'), []],
    ['nothing to do', held('dashboard.view'), []],
  ])('%s', (_who, btns, keys) => expect(queuesOf(btns).map((q) => q.key)).toEqual(keys));
});

describe('the filter a list reads from its address', () => {
  it.each([
    ['status=0&mine=1', { statuses: [0], mine: true }],
    ['status=3,4', { statuses: [3, 4] }],
    ['status=x,9&mine=0', { statuses: [9] }],
    ['', {}],
  ])('?%s', (query, filter) => expect(listFilterOf(new URLSearchParams(query))).toEqual(filter));
});
