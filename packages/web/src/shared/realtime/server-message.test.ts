import { serverMessageSchema, WS_SESSION_ENDED } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { parseServerMessage, SESSION_ENDED_CLOSE } from './server-message';

const viewer = { userId: 3, name: '李娜', enName: 'Li Na', avatar: null };

describe('parseServerMessage reads a frame as the domain schema does', () => {
  it.each<[string, unknown]>([
    ['an updateNotice', { type: 'updateNotice', messageType: 'updateWaitHandlerWorkOrder', notReadCount: 3 }],
    [
      'an updateNotice of a customer reply',
      { type: 'updateNotice', messageType: 'buyerMessage', notReadCount: 0 },
    ],
    ['an unknown messageType', { type: 'updateNotice', messageType: 'spam', notReadCount: 3 }],
    ['a negative count', { type: 'updateNotice', messageType: 'other', notReadCount: -1 }],
    ['a count that is no integer', { type: 'updateNotice', messageType: 'other', notReadCount: 1.5 }],
    ['a count as text', { type: 'updateNotice', messageType: 'other', notReadCount: '2' }],
    ['presence on an order', { type: 'presence', resource: 'order:12', viewers: [viewer] }],
    ['presence of nobody on a work order', { type: 'presence', resource: 'workOrder:9', viewers: [] }],
    ['presence on another kind of record', { type: 'presence', resource: 'refund:1', viewers: [] }],
    ['a viewer without a name', { type: 'presence', resource: 'order:1', viewers: [{ ...viewer, name: 1 }] }],
    [
      'a viewer with a text id',
      { type: 'presence', resource: 'order:1', viewers: [{ ...viewer, userId: '3' }] },
    ],
    ['sessionEnded', { type: 'sessionEnded' }],
    ['an unknown type', { type: 'hello' }],
    ['an array', [1]],
    ['a number', 5],
  ])('%s', (_, frame) => {
    const parsed = serverMessageSchema.safeParse(frame);
    expect(parseServerMessage(JSON.stringify(frame))).toEqual(parsed.success ? parsed.data : null);
  });

  it('text that is no JSON, or no text, is ignored', () => {
    expect(parseServerMessage('{oops')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });

  it("the session-ended close code is the domain's", () => {
    expect(SESSION_ENDED_CLOSE).toBe(WS_SESSION_ENDED);
  });
});
