import {
  clientMessageSchema,
  hasPermission,
  type NoticeMessageType,
  type PresenceViewer,
  type ServerMessage,
  sessionProblem,
  WS_SESSION_ENDED,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { authContextOf } from '../access/acting-user.js';
import type { InvalidationBus } from '../access/invalidation-bus.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { unreadCount } from '../features/notices/notices.repository.js';
import type { AuthContext } from '../http/auth-context.js';
import { findSessionWithUser } from '../records/auth.repository.js';
import { createPresence, PRESENCE_ANNOUNCE_MS, PRESENCE_TTL_MS, type PresenceOptions } from './presence.js';
import type { RealtimeBus } from './realtime-bus.js';

/** The keep-alive: a ping every 30 s; a socket that did not answer the previous one is dropped. */
export const PING_EVERY_MS = 30_000;
/** The most records one connection may watch at once (a details page watches one; tabs share a connection). */
export const MAX_WATCHES = 50;
/** Messages of one connection waiting to be handled beyond which it is closed (1008). */
const MAX_PENDING_MESSAGES = 100;
/** How many database reads a resync runs at once (it reads for every connection of the instance). */
const RESYNC_CONCURRENCY = 8;
const MESSAGE_TYPES: NoticeMessageType[] = ['updateWaitHandlerWorkOrder', 'buyerMessage', 'other'];

/** May the caller open this record (the record's own read, as a yes/no)? */
export type RecordCheck = (auth: AuthContext, id: number) => Promise<boolean>;

export type RealtimeHubOptions = {
  pingEveryMs?: number;
  presence?: PresenceOptions;
};

export type RealtimeHubDeps = {
  db: Db;
  bus: RealtimeBus;
  invalidations: InvalidationBus;
  config: Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'>;
  /** Who may watch what: the reads of the order and work-order details pages. */
  mayOpen: { order: RecordCheck; workOrder: RecordCheck };
  log: FastifyBaseLogger;
  options?: RealtimeHubOptions;
};

/** One connection held by this instance. */
type Held = {
  socket: WebSocket;
  userId: number;
  sessionId: number;
  auth: AuthContext;
  /** A role, team or platform edit came: the permissions must be read again before the next watch. */
  authStale: boolean;
  viewer: PresenceViewer;
  session: { createdAt: number; lastSeenAt: number };
  alive: boolean;
  closed: boolean;
  watches: Set<string>;
  /** The connection's messages and checks, one after another. */
  queue: Promise<void>;
  /** Messages received and not yet handled. */
  pending: number;
};

/** Runs fn over the items, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The realtime connections of this instance, by user: the bell's counts when a user's notices change (read from
 * the database, sent to that user's connections only), the end of a connection whose session ended, presence on
 * details pages, and the keep-alive. Other instances' events arrive through the bus.
 */
export function createRealtimeHub(deps: RealtimeHubDeps) {
  const { db, bus, log } = deps;
  const pingEveryMs = deps.options?.pingEveryMs ?? PING_EVERY_MS;
  const limits = { idleMs: deps.config.sessionIdleMs, absoluteMs: deps.config.sessionAbsoluteMs };
  const byUser = new Map<number, Set<Held>>();
  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  function send(held: Held, message: ServerMessage) {
    if (held.closed || held.socket.readyState !== held.socket.OPEN) return;
    held.socket.send(JSON.stringify(message));
  }

  const presence = createPresence<Held>(
    bus,
    (held, resource, viewers) => send(held, { type: 'presence', resource, viewers }),
    deps.options?.presence ?? { ttlMs: PRESENCE_TTL_MS, announceEveryMs: PRESENCE_ANNOUNCE_MS },
  );

  // --- the bell's counts: per user one read at a time; what is asked meanwhile is answered by one more read after
  type CountRequest = { to: Held | null; types: NoticeMessageType[] };
  const queued = new Map<number, CountRequest[]>();
  const counting = new Map<number, Promise<void>>();

  /** Sends the user's unread count with these messageTypes: to one connection, or to all of the user's. */
  function refreshCounts(userId: number, types: NoticeMessageType[], to: Held | null = null) {
    if (!byUser.has(userId)) return Promise.resolve();
    queued.set(userId, [...(queued.get(userId) ?? []), { to, types }]);
    const running = counting.get(userId);
    if (running) return running;
    const run = (async () => {
      while (queued.has(userId)) {
        const requests = queued.get(userId)!;
        queued.delete(userId);
        if (!byUser.has(userId)) continue;
        try {
          const notReadCount = await unreadCount(db, userId);
          const wanted = new Map<Held, Set<NoticeMessageType>>();
          for (const { to, types } of requests)
            for (const held of to ? [to] : (byUser.get(userId) ?? [])) {
              const set = wanted.get(held) ?? new Set();
              for (const t of types) set.add(t);
              wanted.set(held, set);
            }
          for (const [held, set] of wanted)
            for (const messageType of set) send(held, { type: 'updateNotice', messageType, notReadCount });
        } catch (error) {
          log.error({ err: error, userId }, 'realtime: reading the unread count failed');
        }
      }
    })().finally(() => counting.delete(userId));
    counting.set(userId, run);
    return run;
  }

  // --- sessions and permissions
  function drop(held: Held) {
    if (held.closed) return;
    held.closed = true;
    const set = byUser.get(held.userId);
    set?.delete(held);
    if (set && !set.size) byUser.delete(held.userId);
    presence.leave(held);
  }

  function endSession(held: Held) {
    send(held, { type: 'sessionEnded' });
    held.socket.close(WS_SESSION_ENDED, 'session ended');
    drop(held);
  }

  /** Reads the connection's session and user again: ends it when the session ended, else refreshes its caller. */
  async function recheck(held: Held) {
    if (held.closed) return;
    const row = await findSessionWithUser(db, held.sessionId);
    const times = row && {
      revoked: row.session.revokedAt !== null,
      createdAt: row.session.createdAt.getTime(),
      lastSeenAt: row.session.lastSeenAt.getTime(),
      // an expired access token is the browser's to refresh: the session goes on
      accessExpiresAt: Number.MAX_SAFE_INTEGER,
    };
    if (!row || !times || row.user.status !== 'active' || sessionProblem(times, Date.now(), limits)) {
      endSession(held);
      return;
    }
    held.session = { createdAt: times.createdAt, lastSeenAt: times.lastSeenAt };
    held.auth = await authContextOf(db, row.user, held.sessionId);
    held.authStale = false;
    held.viewer = viewerOf(row.user);
    if (held.closed) return;
    for (const resource of [...held.watches])
      if (!(await mayWatch(held.auth, resource))) {
        held.watches.delete(resource);
        presence.unwatch(held, resource);
      }
  }

  /** Queues work on a connection after what it already does (its messages keep their order). */
  function enqueue(held: Held, work: () => Promise<void>) {
    held.queue = held.queue.then(work).catch((error) => {
      log.error({ err: error, userId: held.userId }, 'realtime: connection work failed');
    });
    return held.queue;
  }

  async function mayWatch(auth: AuthContext, resource: string) {
    const [kind, idText] = resource.split(':');
    const id = Number(idText);
    if (!Number.isSafeInteger(id) || id <= 0) return false;
    if (kind === 'order') return hasPermission(auth.btns, 'order.view') && deps.mayOpen.order(auth, id);
    if (kind === 'workOrder')
      return hasPermission(auth.btns, 'workOrder.view') && deps.mayOpen.workOrder(auth, id);
    return false;
  }

  async function onMessage(held: Held, data: unknown) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success || held.closed) return;
    const { type, resource } = message.data;
    if (type === 'unwatch') {
      held.watches.delete(resource);
      presence.unwatch(held, resource);
      return;
    }
    if (held.watches.has(resource) || held.watches.size >= MAX_WATCHES) return;
    if (held.authStale) await recheck(held);
    // a record the caller may not open: no presence, either way (it neither sees nor is seen)
    if (held.closed || !(await mayWatch(held.auth, resource)) || held.closed) return;
    held.watches.add(resource);
    presence.watch(held, held.viewer, resource);
  }

  const viewerOf = (user: {
    id: number;
    name: string;
    enName: string | null;
    avatar: string | null;
  }): PresenceViewer => ({ userId: user.id, name: user.name, enName: user.enName, avatar: user.avatar });

  /** A signed-in caller's upgraded connection: held until it closes or its session ends. */
  function connect(socket: WebSocket, auth: AuthContext) {
    const now = Date.now();
    const held: Held = {
      socket,
      userId: auth.userId,
      sessionId: auth.sessionId,
      auth,
      authStale: false,
      viewer: { userId: auth.userId, name: auth.name, enName: auth.enName, avatar: null },
      session: { createdAt: now, lastSeenAt: now },
      alive: true,
      closed: false,
      watches: new Set(),
      queue: Promise.resolve(),
      pending: 0,
    };
    let set = byUser.get(held.userId);
    if (!set) {
      set = new Set();
      byUser.set(held.userId, set);
    }
    set.add(held);
    // listening at once: what the browser sends meanwhile waits in the queue behind the session's read
    socket.on('pong', () => {
      held.alive = true;
    });
    socket.on('message', (data) => {
      // a browser sends a watch or an unwatch now and then: a flood is closed, not queued without end
      if (++held.pending > MAX_PENDING_MESSAGES) {
        socket.close(1008, 'too many messages');
        drop(held);
        return;
      }
      void enqueue(held, () => onMessage(held, data).finally(() => held.pending--));
    });
    socket.on('close', () => drop(held));
    void enqueue(held, async () => {
      const row = await findSessionWithUser(db, held.sessionId);
      if (!row) return endSession(held);
      held.viewer = viewerOf(row.user);
      held.session = {
        createdAt: row.session.createdAt.getTime(),
        lastSeenAt: row.session.lastSeenAt.getTime(),
      };
    });
    // the bell's number at once; the browser reads the entries themselves over HTTP
    void refreshCounts(held.userId, ['other'], held);
  }

  // events: notices of users held here, invalidations, and a resync after a gap of the bus
  const stopNotices = bus.subscribe((event) => {
    if (event.type !== 'notices') return;
    const byUserTypes = new Map<number, NoticeMessageType[]>();
    for (const { userId, messageType } of event.changes) {
      if (!byUser.has(userId)) continue;
      byUserTypes.set(userId, [...(byUserTypes.get(userId) ?? []), messageType]);
    }
    for (const [userId, types] of byUserTypes) void refreshCounts(userId, types);
  });

  const stopInvalidations = deps.invalidations.subscribe((event) => {
    if (event.kind === 'user') {
      for (const held of byUser.get(event.userId) ?? []) void enqueue(held, () => recheck(held));
      return;
    }
    // a role, team or platform edit: read the permissions again when next needed, at once for watchers
    for (const held of all()) {
      held.authStale = true;
      if (held.watches.size) void enqueue(held, () => recheck(held));
    }
  });

  let resyncing: Promise<void> | null = null;
  async function resync() {
    const held = all();
    // invalidations may have been missed: every session is read again (a password changed meanwhile ends it)
    await eachLimited(held, RESYNC_CONCURRENCY, (h) => enqueue(h, () => recheck(h)));
    // notices may have been missed: every user's counts, each counter (the browser refreshes what moved)
    await eachLimited([...byUser.keys()], RESYNC_CONCURRENCY, (userId) =>
      refreshCounts(userId, MESSAGE_TYPES),
    );
  }
  const stopResync = bus.onResync(() => {
    resyncing = (resyncing ?? Promise.resolve()).then(resync).catch((error) => {
      log.error({ err: error }, 'realtime: resync failed');
    });
  });

  // keep-alive, and sessions that may have run out (idle or too old) read again
  const ticker = setInterval(() => {
    const now = Date.now();
    for (const held of all()) {
      if (!held.alive) {
        held.socket.terminate();
        drop(held);
        continue;
      }
      held.alive = false;
      held.socket.ping();
      const { createdAt, lastSeenAt } = held.session;
      if (now - lastSeenAt > limits.idleMs || now - createdAt > limits.absoluteMs)
        void enqueue(held, () => recheck(held));
    }
  }, pingEveryMs);
  ticker.unref();

  return {
    connect,
    /** How many connections and users this instance holds (tests, the bench). */
    size: () => ({ connections: all().length, users: byUser.size }),
    /** Waits for what the connections are doing (tests). */
    settled: () => Promise.all(all().map((h) => h.queue)).then(() => resyncing),
    async close() {
      clearInterval(ticker);
      stopNotices();
      stopInvalidations();
      stopResync();
      for (const h of all()) drop(h);
      presence.close();
      await Promise.all([...counting.values()]);
      await resyncing;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
