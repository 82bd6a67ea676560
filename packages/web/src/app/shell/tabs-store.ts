import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, replaceTab, type Tab } from './tabs-model';

type TabsStore = {
  tabs: Tab[];
  /** Bumped by 'refresh' so the page remounts. */
  refreshKeys: Record<string, number>;
  open: (tab: Tab) => void;
  /** The next record of a detail screen, in the same tab. */
  replace: (from: string, tab: Tab) => void;
  close: (path: string, activePath: string) => string | null;
  closeOthers: (path: string) => string;
  closeAll: () => string;
  refresh: (path: string) => void;
  reset: () => void;
};

export const useTabs = create<TabsStore>()(
  persist(
    (set, get) => ({
      tabs: [],
      refreshKeys: {},
      open: (tab) => set({ tabs: openTab(get().tabs, tab) }),
      replace: (from, tab) => set({ tabs: replaceTab(get().tabs, from, tab) }),
      close: (path, activePath) => {
        const result = closeTab(get().tabs, path, activePath);
        set({ tabs: result.tabs });
        return result.activate;
      },
      closeOthers: (path) => {
        const result = closeOtherTabs(get().tabs, path);
        set({ tabs: result.tabs });
        return result.activate;
      },
      closeAll: () => {
        const result = closeAllTabs(get().tabs);
        set({ tabs: result.tabs });
        return result.activate;
      },
      refresh: (path) =>
        set({ refreshKeys: { ...get().refreshKeys, [path]: (get().refreshKeys[path] ?? 0) + 1 } }),
      reset: () => set({ tabs: [], refreshKeys: {} }),
    }),
    {
      name: 'bd.tabs',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ tabs: state.tabs }),
    },
  ),
);
