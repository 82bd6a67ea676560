import type { ClientMessage, PresenceResource, PresenceViewer, ServerMessage } from '@backdesk/domain';
import { reconnectDelay } from './backoff';
import { parseServerMessage, SESSION_ENDED_CLOSE } from './server-message';
import { WatchRegistry } from './watch-registry';

/**
 * What a tab hears: a server message, `resync` (the connection was (re)opened: what was missed while it was
 * down must be read again from the API) or `noticesRead` (a tab marked notices read).
 */
export type RealtimeEvent = ServerMessage | { type: 'resync' } | { type: 'noticesRead' };

/** What the tabs of one browser say to each other over the BroadcastChannel. */
export type TabMessage =
  /** To every tab: an event (the holder relays the server's messages). */
  | { kind: 'event'; event: RealtimeEvent }
  /** To the holder: a tab opened or left a record. */
  | { kind: 'watch' | 'unwatch'; tab: string; resource: PresenceResource }
  /** From the holder: every tab says what it watches (a new holder, and every 30 s to spot closed tabs). */
  | { kind: 'rollCall' }
  | { kind: 'watching'; tab: string; resources: PresenceResource[] }
  /** To the holder: a tab is closing. */
  | { kind: 'bye'; tab: string }
  /** To every tab: this tab signed out (the session cookie is gone for all of them). */
  | { kind: 'signedOut' };

/** The parts of WebSocket, BroadcastChannel and the Web Locks API the hub uses (fakes in the tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
};
export type ChannelLike = {
  postMessage(message: TabMessage): void;
  close(): void;
  onmessage: ((event: { data: TabMessage }) => void) | null;
};
export type LocksLike = {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
};

export type RealtimeEnv = {
  socketUrl: () => string;
  openSocket: (url: string) => SocketLike;
  /** null when the browser has no BroadcastChannel or no Web Locks: each tab then holds its own connection. */
  openChannel: ((name: string) => ChannelLike) | null;
  locks: LocksLike | null;
  /** The session ended (the server said so, or another tab signed out): sign this tab out. */
  signOut: () => void;
  now?: () => number;
  random?: () => number;
};

export const CHANNEL_NAME = 'backdesk.realtime';
export const LOCK_NAME = 'backdesk.realtime.connection';
/** How often the holder asks the tabs what they watch; a tab silent for two and a half of these is dropped. */
export const ROLL_CALL_MS = 30_000;
const SOCKET_OPEN = 1;

type Listener = (event: RealtimeEvent) => void;

/**
 * The realtime side of one tab. The tabs of a browser share one connection (/api/ws): the tab that gets the Web
 * Lock holds it and relays what the server says to the others over a BroadcastChannel; the others send their
 * watch and unwatch through it. When the holder closes, the lock passes to another tab, which connects and asks
 * every tab what it watches. Without locks or BroadcastChannel each tab has its own connection.
 */
export class RealtimeHub {
  readonly tab = Math.random().toString(36).slice(2) + Date.now().toString(36);
  private readonly listeners = new Set<Listener>();
  /** The records open in this tab, with how many parts of the page watch each. */
  private readonly local = new Map<PresenceResource, number>();
  /** The latest viewers of the records open in this tab. */
  private readonly viewers = new Map<PresenceResource, PresenceViewer[]>();
  private channel: ChannelLike | null = null;
  private holder: ConnectionHolder | null = null;
  private abort: AbortController | null = null;
  private started = false;

  constructor(private readonly env: RealtimeEnv) {}

  /** Does this tab hold the connection? */
  get holdsConnection() {
    return this.holder !== null;
  }

  /** Joins the browser's connection (idempotent); stopped on sign-out. */
  start() {
    if (this.started) return;
    this.started = true;
    const { env } = this;
    this.channel = env.openChannel && env.locks ? env.openChannel(CHANNEL_NAME) : null;
    if (this.channel && env.locks) {
      this.channel.onmessage = (event) => this.fromTab(event.data);
      const abort = new AbortController();
      this.abort = abort;
      env.locks
        .request(LOCK_NAME, { signal: abort.signal }, () => {
          if (abort.signal.aborted) return Promise.resolve();
          // held until this tab stops (or closes: the browser releases it then)
          return new Promise<void>((release) => {
            this.holder = new ConnectionHolder(this, env, release);
          });
        })
        .catch(() => undefined); // aborted by stop() before the lock came
    } else {
      this.holder = new ConnectionHolder(this, env, () => undefined);
    }
  }

  /** Leaves the connection: this tab signed out, or is closing. */
  stop() {
    if (!this.started) return;
    this.started = false;
    this.abort?.abort();
    this.abort = null;
    this.holder?.close();
    this.holder = null;
    this.post({ kind: 'bye', tab: this.tab });
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
    }
    this.channel = null;
    this.local.clear();
    this.viewers.clear();
  }

  /** This tab signed out: the other tabs follow, and this one leaves the connection. */
  signedOut() {
    this.post({ kind: 'signedOut' });
    this.stop();
  }

  /** The tab is being closed: the holder forgets what it watched. */
  closing() {
    if (!this.holder) this.post({ kind: 'bye', tab: this.tab });
  }

  /** The network came back: reconnect now instead of waiting out the backoff. */
  online() {
    this.holder?.reconnectNow();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Watches a record while it is open (presence): `onViewers` hears the others who have it open, now (when
   * known) and on every change. Answers the function that stops watching.
   */
  watch(resource: PresenceResource, onViewers: (viewers: PresenceViewer[]) => void): () => void {
    const count = this.local.get(resource) ?? 0;
    this.local.set(resource, count + 1);
    if (count === 0) this.toHolder({ kind: 'watch', tab: this.tab, resource });
    const known = this.viewers.get(resource);
    if (known) onViewers(known);
    const off = this.subscribe((event) => {
      if (event.type === 'presence' && event.resource === resource) onViewers(event.viewers);
    });
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      off();
      const left = (this.local.get(resource) ?? 1) - 1;
      if (left > 0) {
        this.local.set(resource, left);
        return;
      }
      this.local.delete(resource);
      this.viewers.delete(resource);
      this.toHolder({ kind: 'unwatch', tab: this.tab, resource });
    };
  }

  /** The records open in this tab. */
  localResources(): PresenceResource[] {
    return [...this.local.keys()];
  }

  /** To this tab's listeners and to the other tabs' (the holder's relay, or a tab's `noticesRead`). */
  broadcast(event: RealtimeEvent) {
    this.post({ kind: 'event', event });
    this.receive(event);
  }

  /** Tells the other tabs only (this one has acted already: a `noticesRead`). */
  toOtherTabs(event: RealtimeEvent) {
    this.post({ kind: 'event', event });
  }

  post(message: TabMessage) {
    this.channel?.postMessage(message);
  }

  private receive(event: RealtimeEvent) {
    if (event.type === 'presence' && this.local.has(event.resource))
      this.viewers.set(event.resource, event.viewers);
    for (const listener of [...this.listeners]) listener(event);
    if (event.type === 'sessionEnded' && this.started) this.env.signOut();
  }

  private toHolder(message: Extract<TabMessage, { tab: string }>) {
    if (this.holder) this.holder.fromTab(message);
    else this.post(message);
  }

  private fromTab(message: TabMessage) {
    switch (message.kind) {
      case 'event':
        this.receive(message.event);
        return;
      case 'rollCall':
        if (!this.holder) this.post({ kind: 'watching', tab: this.tab, resources: this.localResources() });
        return;
      case 'signedOut':
        if (this.started) this.env.signOut();
        return;
      default:
        this.holder?.fromTab(message);
    }
  }
}

/** The connection itself, in the tab that holds the lock. */
class ConnectionHolder {
  private readonly registry = new WatchRegistry();
  /** The latest viewers of every watched record: a tab opening a record someone else watches gets them. */
  private readonly viewers = new Map<PresenceResource, PresenceViewer[]>();
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly rollCalls: ReturnType<typeof setInterval>;
  private closed = false;
  private sessionEnded = false;
  private readonly now: () => number;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly env: RealtimeEnv,
    private readonly release: () => void,
  ) {
    this.now = env.now ?? Date.now;
    this.registry.sync(hub.tab, hub.localResources(), this.now());
    hub.post({ kind: 'rollCall' });
    this.rollCalls = setInterval(() => this.rollCall(), ROLL_CALL_MS);
    this.connect();
  }

  fromTab(message: Extract<TabMessage, { tab: string }>) {
    const now = this.now();
    switch (message.kind) {
      case 'watch': {
        const sent = this.registry.watch(message.tab, message.resource, now);
        this.send(sent);
        const known = this.viewers.get(message.resource);
        if (!sent.length && known)
          this.hub.broadcast({ type: 'presence', resource: message.resource, viewers: known });
        return;
      }
      case 'unwatch':
        this.left(this.registry.unwatch(message.tab, message.resource));
        return;
      case 'watching':
        this.left(this.registry.sync(message.tab, message.resources, now));
        return;
      case 'bye':
        this.left(this.registry.dropTab(message.tab));
    }
  }

  reconnectNow() {
    if (this.closed || this.socket) return;
    clearTimeout(this.retry);
    this.attempt = 0;
    this.connect();
  }

  close() {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.rollCalls);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.release();
  }

  private rollCall() {
    const now = this.now();
    this.registry.sync(this.hub.tab, this.hub.localResources(), now);
    this.left(this.registry.dropSilent(now - ROLL_CALL_MS * 2.5));
    this.hub.post({ kind: 'rollCall' });
  }

  /** Sends the watch and unwatch messages; a record nobody watches any more forgets its viewers. */
  private left(messages: ClientMessage[]) {
    for (const m of messages) if (m.type === 'unwatch') this.viewers.delete(m.resource);
    this.send(messages);
  }

  private send(messages: ClientMessage[]) {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) return; // sent on (re)connect
    for (const m of messages) socket.send(JSON.stringify(m));
  }

  private connect() {
    if (this.closed) return;
    let socket: SocketLike;
    try {
      socket = this.env.openSocket(this.env.socketUrl());
    } catch {
      this.schedule();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.send(this.registry.resources().map((resource) => ({ type: 'watch', resource })));
      // what came while no connection was open (before the first, or during a gap) is read from the API
      this.hub.broadcast({ type: 'resync' });
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === 'presence') {
        if (!this.registry.watched(message.resource)) return;
        this.viewers.set(message.resource, message.viewers);
      }
      if (message.type === 'sessionEnded') this.sessionEnded = true;
      this.hub.broadcast(message);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.socket = null;
      if (this.closed) return;
      if (event.code === SESSION_ENDED_CLOSE) {
        if (!this.sessionEnded) this.hub.broadcast({ type: 'sessionEnded' });
        this.sessionEnded = true;
        return;
      }
      this.schedule();
    };
  }

  private schedule() {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), reconnectDelay(this.attempt++, this.env.random));
  }
}
