import type { PresenceResource, PresenceViewer } from '@backdesk/domain';
import { useEffect, useState } from 'react';
import { onSignOut, signOut } from '../session/sign-out';
import {
  type ChannelLike,
  type LocksLike,
  type RealtimeEvent,
  RealtimeHub,
  type SocketLike,
} from './realtime-hub';

export type { RealtimeEvent } from './realtime-hub';

let hub: RealtimeHub | null = null;

/**
 * This tab's realtime hub, joined to the browser's one connection (/api/ws, same origin: the session cookie
 * signs it in). Loaded with the tool area after the shell's first draw, never with the first page (issue 10).
 */
export function realtime(): RealtimeHub {
  if (hub) {
    hub.start();
    return hub;
  }
  const created = new RealtimeHub({
    socketUrl: () =>
      `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`,
    // the DOM types its handlers with `this: WebSocket` and full events; the hub reads only what SocketLike names
    openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    openChannel:
      typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) as ChannelLike : null,
    locks: (navigator as Navigator & { locks?: LocksLike }).locks ?? null,
    signOut: () => void signOut(),
  });
  hub = created;
  // signing out (the menu, a 1006, an ended session) leaves the connection and signs the other tabs out
  onSignOut(() => created.signedOut());
  window.addEventListener('pagehide', () => created.closing());
  window.addEventListener('online', () => created.online());
  created.start();
  return created;
}

/** Hears the realtime events (server messages, catch-ups) while mounted. */
export function useRealtimeEvents(listener: (event: RealtimeEvent) => void) {
  useEffect(() => realtime().subscribe(listener), [listener]);
}

/** The other people who have this record open now (presence), while the caller has it open. */
export function usePresence(resource: PresenceResource | null): PresenceViewer[] {
  const [viewers, setViewers] = useState<PresenceViewer[]>([]);
  useEffect(() => {
    setViewers([]);
    if (!resource) return;
    return realtime().watch(resource, setViewers);
  }, [resource]);
  return viewers;
}
