/** The pure rules of the tab bar (spec 1 §2.1 and §4); the store applies them. */
export type Tab = {
  /** The tab's key: the path, or path and query for screens with one tab per record. */
  path: string;
  name: string;
  closable: boolean;
  /** The address the tab shows (path and query) when it is chosen again. */
  to?: string;
};

export type TabsState = { tabs: Tab[] };

/** Adds a tab once; an open tab remembers the latest address it showed. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.path === tab.path);
  if (index < 0) return [...tabs, tab];
  const current = tabs[index]!;
  if (current.to === tab.to) return [...tabs];
  return tabs.map((t, i) => (i === index ? { ...t, to: tab.to } : t));
}

/** Puts a tab in the place of another (the next record in the same tab); opens it when `from` is gone. */
export function replaceTab(tabs: readonly Tab[], from: string, tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.path === from);
  if (index < 0 || from === tab.path) return openTab(tabs, tab);
  if (tabs.some((t) => t.path === tab.path))
    return openTab(
      tabs.filter((t) => t.path !== from),
      tab,
    );
  return tabs.map((t, i) => (i === index ? tab : t));
}

/** The address to show for a tab key. */
export function addressOf(tabs: readonly Tab[], path: string): string {
  return tabs.find((t) => t.path === path)?.to ?? path;
}

/** Closes one tab; when it was the active one, the neighbour (right, else left) becomes active. */
export function closeTab(
  tabs: readonly Tab[],
  path: string,
  activePath: string,
): { tabs: Tab[]; activate: string | null } {
  const index = tabs.findIndex((t) => t.path === path);
  const target = tabs[index];
  if (!target || !target.closable) return { tabs: [...tabs], activate: null };
  const next = tabs.filter((t) => t.path !== path);
  if (path !== activePath) return { tabs: next, activate: null };
  const neighbour = next[index] ?? next[index - 1] ?? null;
  return { tabs: next, activate: neighbour?.path ?? '/' };
}

/** Keeps the chosen tab and the tabs that cannot be closed; the chosen one becomes active. */
export function closeOtherTabs(tabs: readonly Tab[], path: string): { tabs: Tab[]; activate: string } {
  return { tabs: tabs.filter((t) => t.path === path || !t.closable), activate: path };
}

/** Keeps only the tabs that cannot be closed and returns to the root path. */
export function closeAllTabs(tabs: readonly Tab[]): { tabs: Tab[]; activate: string } {
  return { tabs: tabs.filter((t) => !t.closable), activate: '/' };
}
