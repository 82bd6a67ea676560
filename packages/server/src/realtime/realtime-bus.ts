import { randomBytes } from 'node:crypto';
import type { PresenceViewer } from '@backdesk/domain';
import { Redis } from 'ioredis';
import type { Invalidation } from '../access/invalidation-bus.js';
import type { NoticeChange } from '../db/commit-signals.js';

/**
 * What the instances of one deployment tell each other. None carries state that must not be lost: the database
 * holds it (notices are rows, sessions and permissions are rows), and an instance that may have missed events
 * catches up from there (`onResync`).
 */
export type RealtimeEvent =
  /** Cached callers are stale (access/invalidation-bus.ts). */
  | { type: 'invalidation'; invalidation: Invalidation }
  /** These users' notices changed: their sockets get fresh counts. */
  | { type: 'notices'; changes: NoticeChange[] }
  /**
   * Who has which record open on one instance: the changed resources (an empty list: nobody any more), or all of
   * them (`snapshot`: the resources left out have nobody). Valid for `ttlMs`, so a crashed instance's viewers go.
   */
  | {
      type: 'presence';
      instanceId: string;
      resources: Record<string, PresenceViewer[]>;
      snapshot: boolean;
      ttlMs: number;
    }
  /** An instance's events were lost on the way (its Redis connection failed): everyone catches up. */
  | { type: 'resync' };

/**
 * Carries RealtimeEvents between the parts of an instance and between instances. `publish` never throws and
 * never waits: this instance's subscribers have the event before it returns; other instances get it through
 * Redis when it is reachable (else it is dropped, logged, and the instances resync when Redis is back).
 */
export type RealtimeBus = {
  /** This instance's id (an instance skips its own messages coming back from Redis). */
  readonly instanceId: string;
  readonly kind: 'local' | 'redis';
  publish(event: RealtimeEvent): void;
  subscribe(handler: (event: RealtimeEvent) => void): () => void;
  /** True while the events of the other instances reach this one (always, for the bus of one process). */
  connected(): boolean;
  /**
   * Called when events may have been missed and now flow again (Redis came back after an outage; another
   * instance lost some of its own): drop cached state, read the truth from the database again.
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
};

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

const newInstanceId = () => randomBytes(8).toString('hex');

/** Delivers to the local subscribers, one handler's failure not stopping the others. */
function fanOut<T>(handlers: Set<(value: T) => void>, value: T, log?: Log) {
  for (const handler of [...handlers]) {
    try {
      handler(value);
    } catch (error) {
      log?.error({ err: error }, 'realtime subscriber failed');
    }
  }
}

/**
 * The bus of one process (no REDIS_URL). Apps built on one shared local bus in one process (tests) behave as
 * instances on Redis do: each has its own instance id and sees the others' events.
 */
export function createLocalRealtimeBus(): RealtimeBus & { resync(): void } {
  const handlers = new Set<(event: RealtimeEvent) => void>();
  const resyncs = new Set<() => void>();
  return {
    instanceId: newInstanceId(),
    kind: 'local',
    publish: (event) => fanOut(handlers, event),
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    connected: () => true,
    onResync(handler) {
      resyncs.add(handler);
      return () => resyncs.delete(handler);
    },
    /** Tests: what a return of Redis does. */
    resync: () => fanOut(resyncs, undefined),
    close: async () => {
      handlers.clear();
      resyncs.clear();
    },
  };
}

/**
 * The channel of a Redis URL: pub/sub ignores the database number, so it is part of the name (two deployments
 * on one Redis, each with its own database number, do not hear each other).
 */
export function channelOf(redisUrl: string) {
  const db = Number(new URL(redisUrl).pathname.slice(1) || 0) || 0;
  return `backdesk:realtime:${db}`;
}

export type RedisBusOptions = {
  redisUrl: string;
  log: Log;
  /** The pub/sub channel; channelOf(redisUrl) by default (tests give each run its own). */
  channel?: string;
};

/**
 * The bus between instances: Redis pub/sub through ioredis, one connection that publishes and one that listens.
 * The publisher has no offline queue and no retries, so a publish while Redis is away fails at once (logged,
 * never thrown into the request that caused it); the listener reconnects by itself, and each time it is
 * subscribed again the instance resyncs. An instance that could not publish asks every instance to resync once
 * its publisher is back.
 */
export function createRedisRealtimeBus(options: RedisBusOptions): RealtimeBus {
  const { redisUrl, log } = options;
  const channel = options.channel ?? channelOf(redisUrl);
  const instanceId = newInstanceId();
  const handlers = new Set<(event: RealtimeEvent) => void>();
  const resyncs = new Set<() => void>();
  const common = {
    connectionName: `backdesk-${instanceId}`,
    // reconnect soon after Redis returns, however long it was away
    retryStrategy: (times: number) => Math.min(times * 100, 1_000),
    // a hung (not closed) Redis is noticed by the TCP keep-alive
    keepAlive: 10_000,
  };
  const publisher = new Redis(redisUrl, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
  });
  const subscriber = new Redis(redisUrl, { ...common, autoResubscribe: false, maxRetriesPerRequest: null });

  let closing = false;
  let subscribed = false;
  /** Publishes failed since the publisher was last ready: the others missed them. */
  let lost = 0;
  let down = false;

  const wentDown = (what: string, error?: unknown) => {
    if (closing) return;
    if (!down)
      log.warn({ err: error, what }, 'realtime bus: Redis unreachable; events stay on this instance');
    down = true;
  };
  publisher.on('error', (error) => wentDown('publisher', error));
  subscriber.on('error', (error) => wentDown('subscriber', error));
  subscriber.on('close', () => {
    subscribed = false;
    wentDown('subscriber');
  });
  publisher.on('ready', () => {
    if (!lost) return;
    // the others missed what this instance published meanwhile: they catch up from the database
    lost = 0;
    publish({ type: 'resync' });
  });

  let resyncTimer: NodeJS.Timeout | undefined;
  // several reasons to resync at once (the listener back, another instance's request) make one
  const scheduleResync = () => {
    if (resyncTimer || closing) return;
    resyncTimer = setTimeout(() => {
      resyncTimer = undefined;
      fanOut(resyncs, undefined, log);
    }, 50);
  };

  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        if (down) log.info({}, 'realtime bus: Redis is back; resyncing');
        down = false;
        // events may have been missed while unsubscribed (and at start: before this moment)
        scheduleResync();
      },
      (error) => wentDown('subscribe', error),
    );
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: { from: string; event: RealtimeEvent };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.from === instanceId) return;
    if (message.event.type === 'resync') return scheduleResync();
    fanOut(handlers, message.event, log);
  });

  function publish(event: RealtimeEvent) {
    if (event.type !== 'resync') fanOut(handlers, event, log);
    if (closing) return;
    const text = JSON.stringify({ from: instanceId, event });
    if (publisher.status !== 'ready') {
      lost += 1;
      wentDown('publisher');
      return;
    }
    publisher.publish(channel, text).then(
      () => {
        // publishes failed meanwhile on a connection that never closed (a hung Redis): the others catch up too
        if (!lost || event.type === 'resync') return;
        lost = 0;
        publish({ type: 'resync' });
      },
      (error) => {
        lost += 1;
        wentDown('publish', error);
      },
    );
  }

  return {
    instanceId,
    kind: 'redis',
    publish,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    connected: () => subscribed,
    onResync(handler) {
      resyncs.add(handler);
      return () => resyncs.delete(handler);
    },
    async close() {
      closing = true;
      clearTimeout(resyncTimer);
      handlers.clear();
      resyncs.clear();
      // disconnect, not quit: quit would wait for a Redis that may be away
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** The bus a configuration asks for: Redis when REDIS_URL is set, else the bus of this process. */
export function createRealtimeBus(options: { redisUrl: string | undefined; log: Log }): RealtimeBus {
  return options.redisUrl
    ? createRedisRealtimeBus({ redisUrl: options.redisUrl, log: options.log })
    : createLocalRealtimeBus();
}
