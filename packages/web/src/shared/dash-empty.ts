import type { ReactNode } from 'react';

const DASH = '—';

/** Description items with an empty value show a dash rather than nothing. */
export function dashEmpty<T extends { children?: ReactNode }>(items: T[]): T[] {
  return items.map((item) =>
    item.children === null || item.children === undefined || item.children === ''
      ? { ...item, children: DASH }
      : item,
  );
}
