import type { PresenceViewer } from '@backdesk/domain';
import type { RealtimeBus, RealtimeEvent } from './realtime-bus.js';

/** How long an instance's announcement counts: a crashed instance's viewers are gone after this. */
export const PRESENCE_TTL_MS = 30_000;
/** How often an instance announces all of its viewers again (well within the lifetime above). */
export const PRESENCE_ANNOUNCE_MS = 10_000;

export type PresenceOptions = { ttlMs: number; announceEveryMs: number };

type Remote = { expiresAt: number; resources: Map<string, PresenceViewer[]> };

const byUser = (a: PresenceViewer, b: PresenceViewer) => a.userId - b.userId;

/** The viewers of a list, each person once (two tabs are one person). */
function distinct(viewers: Iterable<PresenceViewer>): PresenceViewer[] {
  const seen = new Map<number, PresenceViewer>();
  for (const v of viewers) if (!seen.has(v.userId)) seen.set(v.userId, v);
  return [...seen.values()].sort(byUser);
}

/**
 * Who has which order or work order open, across instances. Each instance knows its own watchers (`W`, a socket)
 * and announces on the bus, per resource, the people watching it here: on every change, and all of them every
 * `announceEveryMs`. The others keep each instance's announcement for `ttlMs`. An instance that hears of a
 * resource it did not know another instance had, and watches it too, answers with its own viewers, so a new
 * watcher learns of the old ones at once. Every watcher is sent the OTHER people on each change.
 */
export function createPresence<W>(
  bus: RealtimeBus,
  send: (watcher: W, resource: string, viewers: PresenceViewer[]) => void,
  options: PresenceOptions = { ttlMs: PRESENCE_TTL_MS, announceEveryMs: PRESENCE_ANNOUNCE_MS },
) {
  const local = new Map<string, Map<W, PresenceViewer>>();
  const remote = new Map<string, Remote>();
  /** What each watcher was last sent, so an unchanged list is not sent again. */
  const lastSent = new Map<W, Map<string, string>>();
  let announcedAny = false;

  const localViewers = (resource: string) => distinct(local.get(resource)?.values() ?? []);

  function viewersOf(resource: string, exceptUserId: number): PresenceViewer[] {
    const all: PresenceViewer[] = [...(local.get(resource)?.values() ?? [])];
    const now = Date.now();
    for (const r of remote.values()) if (r.expiresAt > now) all.push(...(r.resources.get(resource) ?? []));
    return distinct(all).filter((v) => v.userId !== exceptUserId);
  }

  function push(resource: string, force?: W) {
    for (const [watcher, viewer] of local.get(resource) ?? []) {
      const viewers = viewersOf(resource, viewer.userId);
      const text = JSON.stringify(viewers);
      const sent = lastSent.get(watcher) ?? new Map<string, string>();
      lastSent.set(watcher, sent);
      if (watcher !== force && sent.get(resource) === text) continue;
      sent.set(resource, text);
      send(watcher, resource, viewers);
    }
  }

  function announce(resources: string[], snapshot = false) {
    if (!snapshot && !resources.length) return;
    bus.publish({
      type: 'presence',
      instanceId: bus.instanceId,
      resources: Object.fromEntries(resources.map((r) => [r, localViewers(r)])),
      snapshot,
      ttlMs: options.ttlMs,
    });
  }

  function heard(event: Extract<RealtimeEvent, { type: 'presence' }>) {
    if (event.instanceId === bus.instanceId) return;
    const now = Date.now();
    const before = remote.get(event.instanceId);
    const known = before && before.expiresAt > now ? before.resources : new Map<string, PresenceViewer[]>();
    const next = event.snapshot ? new Map<string, PresenceViewer[]>() : new Map(known);
    for (const [resource, viewers] of Object.entries(event.resources)) {
      if (viewers.length) next.set(resource, viewers);
      else next.delete(resource);
    }
    remote.set(event.instanceId, { expiresAt: now + event.ttlMs, resources: next });
    if (!next.size) remote.delete(event.instanceId);
    const touched = new Set([...known.keys(), ...next.keys()]);
    // a newcomer (an instance, or a resource newly watched there) learns of this instance's viewers at once
    const answer = Object.keys(event.resources).filter(
      (r) => !known.has(r) && (event.resources[r]?.length ?? 0) > 0 && local.has(r),
    );
    announce(answer);
    for (const resource of touched) if (local.has(resource)) push(resource);
  }

  /** Drops the announcements of instances gone silent, then says again who is here. */
  function tick() {
    const now = Date.now();
    for (const [id, r] of remote) {
      if (r.expiresAt > now) continue;
      remote.delete(id);
      for (const resource of r.resources.keys()) if (local.has(resource)) push(resource);
    }
    if (local.size || announcedAny) announce([...local.keys()], true);
    announcedAny = local.size > 0;
  }

  const stopBus = bus.subscribe((event) => {
    if (event.type === 'presence') heard(event);
  });
  const stopResync = bus.onResync(() => announce([...local.keys()], true));
  const timer = setInterval(tick, options.announceEveryMs);
  timer.unref();

  return {
    /** The watcher has the resource open: it gets the others now and on every change. */
    watch(watcher: W, viewer: PresenceViewer, resource: string) {
      let watchers = local.get(resource);
      if (!watchers) {
        watchers = new Map();
        local.set(resource, watchers);
      }
      watchers.set(watcher, viewer);
      announce([resource]);
      push(resource, watcher);
    },
    unwatch(watcher: W, resource: string) {
      const watchers = local.get(resource);
      if (!watchers?.delete(watcher)) return;
      lastSent.get(watcher)?.delete(resource);
      if (!watchers.size) local.delete(resource);
      announce([resource]);
      push(resource);
    },
    /** The watcher is gone (its socket closed): it leaves everything it watched. */
    leave(watcher: W) {
      const left: string[] = [];
      for (const [resource, watchers] of local) {
        if (!watchers.delete(watcher)) continue;
        left.push(resource);
        if (!watchers.size) local.delete(resource);
      }
      lastSent.delete(watcher);
      announce(left);
      for (const resource of left) push(resource);
    },
    /** The resources a watcher has open. */
    watching(watcher: W): string[] {
      return [...local].filter(([, watchers]) => watchers.has(watcher)).map(([r]) => r);
    },
    viewersOf,
    close() {
      clearInterval(timer);
      stopBus();
      stopResync();
      // the others drop this instance's viewers now rather than at expiry
      if (local.size || announcedAny) announce([], true);
      local.clear();
      remote.clear();
    },
  };
}

export type Presence<W> = ReturnType<typeof createPresence<W>>;
