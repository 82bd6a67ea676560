import type { PresenceResource, PresenceViewer, ServerMessage } from '@backdesk/domain';

/**
 * The close code of a connection whose session ended: the domain's WS_SESSION_ENDED, written here because the
 * domain's realtime module builds its zod schemas as it loads, and zod stays out of the shell (issue 10);
 * server-message.test.ts checks the two agree.
 */
export const SESSION_ENDED_CLOSE = 4401;

const RESOURCE = /^(order|workOrder):\d{1,18}$/;
const MESSAGE_TYPES = new Set(['updateWaitHandlerWorkOrder', 'buyerMessage', 'other']);

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNameOrNull = (v: unknown) => v === null || typeof v === 'string';

export const isPresenceResource = (v: unknown): v is PresenceResource =>
  typeof v === 'string' && RESOURCE.test(v);

function viewerOf(v: unknown): PresenceViewer | null {
  if (!isObject(v) || !Number.isInteger(v.userId) || typeof v.name !== 'string') return null;
  if (!isNameOrNull(v.enName) || !isNameOrNull(v.avatar)) return null;
  return {
    userId: v.userId as number,
    name: v.name,
    enName: v.enName as string | null,
    avatar: v.avatar as string | null,
  };
}

/**
 * A text frame of /api/ws read as the domain's serverMessageSchema would, without zod (checked against the
 * schema in server-message.test.ts): null for anything else, which the browser ignores.
 */
export function parseServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(v)) return null;
  switch (v.type) {
    case 'updateNotice': {
      const count = v.notReadCount;
      if (typeof v.messageType !== 'string' || !MESSAGE_TYPES.has(v.messageType)) return null;
      if (!Number.isInteger(count) || (count as number) < 0) return null;
      return {
        type: 'updateNotice',
        messageType: v.messageType as 'updateWaitHandlerWorkOrder' | 'buyerMessage' | 'other',
        notReadCount: count as number,
      };
    }
    case 'presence': {
      if (!isPresenceResource(v.resource) || !Array.isArray(v.viewers)) return null;
      const viewers = v.viewers.map(viewerOf);
      if (viewers.some((x) => x === null)) return null;
      return { type: 'presence', resource: v.resource, viewers: viewers as PresenceViewer[] };
    }
    case 'sessionEnded':
      return { type: 'sessionEnded' };
    default:
      return null;
  }
}
