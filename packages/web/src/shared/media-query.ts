import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (the system's settings, the window's size). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The person asked their system for less motion: dialogs, menus and messages appear and go without animating. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
