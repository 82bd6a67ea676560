import type { ClientMessage, PresenceResource } from '@backdesk/domain';

/**
 * What the tab holding the connection keeps about the records the tabs of the browser watch (presence): which tab
 * watches which record, and when each tab last answered. The server is told `watch` when the first tab opens a
 * record and `unwatch` when the last one leaves it (or its tab goes away); the methods answer the messages to
 * send. Pure, so it is tested without a browser.
 */
export class WatchRegistry {
  private readonly tabsOf = new Map<PresenceResource, Set<string>>();
  private readonly lastSeen = new Map<string, number>();

  /** Every record some tab watches: sent again after a reconnect (the server forgot them). */
  resources(): PresenceResource[] {
    return [...this.tabsOf.keys()];
  }

  /** Does any tab watch the record (a new watcher then gets the viewers already known)? */
  watched(resource: PresenceResource): boolean {
    return this.tabsOf.has(resource);
  }

  /** A tab answered (a roll call, a watch): it is alive. */
  seen(tab: string, now: number) {
    this.lastSeen.set(tab, now);
  }

  watch(tab: string, resource: PresenceResource, now: number): ClientMessage[] {
    this.seen(tab, now);
    const tabs = this.tabsOf.get(resource);
    if (tabs) {
      tabs.add(tab);
      return [];
    }
    this.tabsOf.set(resource, new Set([tab]));
    return [{ type: 'watch', resource }];
  }

  unwatch(tab: string, resource: PresenceResource): ClientMessage[] {
    const tabs = this.tabsOf.get(resource);
    if (!tabs?.delete(tab) || tabs.size > 0) return [];
    this.tabsOf.delete(resource);
    return [{ type: 'unwatch', resource }];
  }

  /** A tab's whole list (its answer to a roll call): what it no longer watches is dropped, what is new added. */
  sync(tab: string, resources: readonly PresenceResource[], now: number): ClientMessage[] {
    const wanted = new Set(resources);
    const out: ClientMessage[] = [];
    for (const [resource, tabs] of this.tabsOf)
      if (tabs.has(tab) && !wanted.has(resource)) out.push(...this.unwatch(tab, resource));
    for (const resource of wanted) out.push(...this.watch(tab, resource, now));
    this.seen(tab, now);
    return out;
  }

  /** A tab closed: its records are left. */
  dropTab(tab: string): ClientMessage[] {
    this.lastSeen.delete(tab);
    const out: ClientMessage[] = [];
    for (const resource of [...this.tabsOf.keys()]) out.push(...this.unwatch(tab, resource));
    return out;
  }

  /** Tabs silent since `before` (closed without a word, e.g. crashed) are dropped. */
  dropSilent(before: number): ClientMessage[] {
    const out: ClientMessage[] = [];
    for (const [tab, at] of [...this.lastSeen]) if (at < before) out.push(...this.dropTab(tab));
    return out;
  }
}
