import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Navigation state asking the shell to show the new address in the current tab instead of a new one. */
export type ReplaceTabState = { replaceTab: string };

/** The key of the tab showing this address: path and query for screens with one tab per record. */
export const tabKeyOf = (pathname: string, search: string, perRecord: boolean) =>
  perRecord ? `${pathname}${search}` : pathname;

type TabTitles = {
  titles: Record<string, string>;
  set: (key: string, title: string) => void;
  reset: () => void;
};

/** What a detail tab says after its screen name (an order or package number), kept for the session. */
export const useTabTitles = create<TabTitles>()(
  persist(
    (set, get) => ({
      titles: {},
      set: (key, title) => {
        if (get().titles[key] !== title) set({ titles: { ...get().titles, [key]: title } });
      },
      reset: () => set({ titles: {} }),
    }),
    { name: 'bd.tabTitles', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** A detail screen names its tab (the record's number) once it knows it. */
export function useTabTitle(title: string | null | undefined) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (title) useTabTitles.getState().set(`${pathname}${search}`, title);
  }, [title, pathname, search]);
}
