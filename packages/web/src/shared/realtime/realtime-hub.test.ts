import type { ClientMessage } from '@backdesk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChannelLike,
  type LocksLike,
  type RealtimeEvent,
  RealtimeHub,
  ROLL_CALL_MS,
  type SocketLike,
  type TabMessage,
} from './realtime-hub';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  say(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** One browser: its lock manager, its BroadcastChannels and the sockets its tabs open. */
class FakeBrowser {
  sockets: FakeSocket[] = [];
  signOuts: string[] = [];
  private channels = new Set<ChannelLike>();
  private held = false;
  private waiting: { grant: () => void; signal: AbortSignal; reject: (e: unknown) => void }[] = [];

  locks: LocksLike = {
    request: (_name, { signal }, callback) =>
      new Promise((resolve, reject) => {
        const grant = () => {
          this.held = true;
          void callback().then(() => {
            this.held = false;
            resolve(undefined);
            this.waiting.shift()?.grant();
          });
        };
        if (!this.held) grant();
        else {
          const entry = { grant, signal, reject };
          this.waiting.push(entry);
          signal.addEventListener('abort', () => {
            this.waiting = this.waiting.filter((w) => w !== entry);
            reject(new Error('AbortError'));
          });
        }
      }),
  };

  openChannel = (): ChannelLike => {
    const channels = this.channels;
    const channel: ChannelLike = {
      onmessage: null,
      postMessage(message: TabMessage) {
        const copy = structuredClone(message);
        for (const other of channels)
          if (other !== channel) queueMicrotask(() => other.onmessage?.({ data: copy }));
      },
      close() {
        channels.delete(channel);
      },
    };
    channels.add(channel);
    return channel;
  };

  tab(name: string, withLocks = true) {
    const events: RealtimeEvent[] = [];
    const hub = new RealtimeHub({
      socketUrl: () => 'ws://test/api/ws',
      openSocket: () => {
        const socket = new FakeSocket();
        this.sockets.push(socket);
        return socket;
      },
      openChannel: withLocks ? this.openChannel : null,
      locks: withLocks ? this.locks : null,
      signOut: () => {
        this.signOuts.push(name);
        hub.signedOut();
      },
      random: () => 0,
    });
    hub.subscribe((e) => events.push(e));
    hub.start();
    return { hub, events };
  }

  get socket() {
    return this.sockets.at(-1)!;
  }
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const notice = { type: 'updateNotice', messageType: 'updateWaitHandlerWorkOrder', notReadCount: 4 } as const;
const li = { userId: 3, name: '李娜', enName: 'Li Na', avatar: null };

describe('RealtimeHub: one connection per browser, shared by its tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('one tab holds the only socket and relays what the server says to the others', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    const b = browser.tab('b');
    await settle();
    expect(browser.sockets).toHaveLength(1);
    expect(a.hub.holdsConnection).toBe(true);
    expect(b.hub.holdsConnection).toBe(false);

    browser.socket.open();
    browser.socket.say(notice);
    await settle();
    for (const tab of [a, b]) expect(tab.events).toEqual([{ type: 'resync' }, notice]);
  });

  it("the tabs' watches go through the holder: the server is told once per record, and left when the last tab leaves", async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    const b = browser.tab('b');
    await settle();
    browser.socket.open();
    const seenByA: unknown[] = [];
    const seenByB: unknown[] = [];
    const stopA = a.hub.watch('order:7', (v) => seenByA.push(v));
    const stopB = b.hub.watch('order:7', (v) => seenByB.push(v));
    await settle();
    expect(browser.socket.sent).toEqual([{ type: 'watch', resource: 'order:7' }]);

    browser.socket.say({ type: 'presence', resource: 'order:7', viewers: [li] });
    browser.socket.say({ type: 'presence', resource: 'order:8', viewers: [li] }); // nobody watches it
    await settle();
    expect(seenByA).toEqual([[li]]);
    expect(seenByB).toEqual([[li]]);

    stopA();
    await settle();
    expect(browser.socket.sent).toHaveLength(1);
    stopB();
    await settle();
    expect(browser.socket.sent).toEqual([
      { type: 'watch', resource: 'order:7' },
      { type: 'unwatch', resource: 'order:7' },
    ]);
  });

  it('a tab opening a record another tab watches gets the viewers already known', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    const b = browser.tab('b');
    await settle();
    browser.socket.open();
    a.hub.watch('workOrder:9', () => undefined);
    await settle();
    browser.socket.say({ type: 'presence', resource: 'workOrder:9', viewers: [li] });
    await settle();
    const seenByB: unknown[] = [];
    b.hub.watch('workOrder:9', (v) => seenByB.push(v));
    await settle();
    expect(seenByB).toEqual([[li]]);
  });

  it('when the holding tab closes another takes the lock, connects, watches what the tabs have open and catches up', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    const b = browser.tab('b');
    await settle();
    browser.socket.open();
    b.hub.watch('order:7', () => undefined);
    await settle();

    a.hub.stop();
    await settle();
    expect(b.hub.holdsConnection).toBe(true);
    expect(browser.sockets).toHaveLength(2);
    expect(browser.sockets[0]!.closedWith).toBe(1000);
    browser.socket.open();
    expect(browser.socket.sent).toEqual([{ type: 'watch', resource: 'order:7' }]);
    expect(b.events.at(-1)).toEqual({ type: 'resync' });
  });

  it('a dropped connection comes back after 1 s, then 2 s, ..., and the tabs catch up once it is open', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    const b = browser.tab('b');
    await settle();
    browser.socket.open();
    a.hub.watch('order:7', () => undefined);
    await settle();

    browser.socket.drop();
    await vi.advanceTimersByTimeAsync(499); // random 0: half of the 1 s step
    expect(browser.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.sockets).toHaveLength(2);
    browser.socket.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(browser.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.sockets).toHaveLength(3);

    browser.socket.open();
    await settle();
    expect(browser.socket.sent).toEqual([{ type: 'watch', resource: 'order:7' }]);
    for (const tab of [a, b]) expect(tab.events.filter((e) => e.type === 'resync')).toHaveLength(2);
    // a success starts the steps again from 1 s
    browser.socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(browser.sockets).toHaveLength(4);
  });

  it('a session ended by the server signs every tab out, and nobody reconnects', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    browser.tab('b');
    await settle();
    browser.socket.open();
    browser.socket.say({ type: 'sessionEnded' });
    browser.socket.drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(browser.signOuts.sort()).toEqual(['a', 'b']);
    expect(browser.sockets).toHaveLength(1);
    expect(a.hub.holdsConnection).toBe(false);
  });

  it('the close code alone (no message) ends the session too', async () => {
    const browser = new FakeBrowser();
    browser.tab('a');
    browser.tab('b');
    await settle();
    browser.socket.open();
    browser.socket.drop(4401);
    await settle();
    expect(browser.signOuts.sort()).toEqual(['a', 'b']);
  });

  it('signing out in one tab signs the others out', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a');
    browser.tab('b');
    await settle();
    a.hub.signedOut();
    await settle();
    expect(browser.signOuts).toEqual(['b']);
  });

  it('a tab closed without a word is forgotten at a later roll call', async () => {
    const browser = new FakeBrowser();
    browser.tab('a');
    const b = browser.tab('b');
    await settle();
    browser.socket.open();
    b.hub.watch('order:7', () => undefined);
    await settle();
    // b crashes: it answers no roll call any more
    b.hub.subscribe(() => undefined);
    (b.hub as unknown as { channel: ChannelLike }).channel.onmessage = null;
    await vi.advanceTimersByTimeAsync(ROLL_CALL_MS * 3);
    expect(browser.socket.sent).toEqual([
      { type: 'watch', resource: 'order:7' },
      { type: 'unwatch', resource: 'order:7' },
    ]);
  });

  it('without Web Locks or BroadcastChannel each tab has its own connection', async () => {
    const browser = new FakeBrowser();
    const a = browser.tab('a', false);
    const b = browser.tab('b', false);
    await settle();
    expect(browser.sockets).toHaveLength(2);
    expect(a.hub.holdsConnection && b.hub.holdsConnection).toBe(true);
  });
});
