/** The pure rules of the tab bar (spec 1 §2.1 and §4); the store applies them. */
export type Tab = { path: string; name: string; closable: boolean };

export type TabsState = { tabs: Tab[] };

export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  return tabs.some((t) => t.path === tab.path) ? [...tabs] : [...tabs, tab];
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
