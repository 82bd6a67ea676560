/** Which columns show and in which order, saved per table name in localStorage. */
export type ColumnSettings = { order: string[]; hidden: string[] };

const storageKey = (tableName: string) => `bd.table.${tableName}.columns`;

export function loadColumnSettings(tableName: string): ColumnSettings | null {
  try {
    const raw = localStorage.getItem(storageKey(tableName));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ColumnSettings>;
    if (!Array.isArray(parsed.order) || !Array.isArray(parsed.hidden)) return null;
    return { order: parsed.order.map(String), hidden: parsed.hidden.map(String) };
  } catch {
    return null;
  }
}

export function saveColumnSettings(tableName: string, settings: ColumnSettings) {
  localStorage.setItem(storageKey(tableName), JSON.stringify(settings));
}

export function clearColumnSettings(tableName: string) {
  localStorage.removeItem(storageKey(tableName));
}

/** The saved order applied to today's columns: unknown keys dropped, new columns appended. */
export function orderedKeys(keys: readonly string[], settings: ColumnSettings | null): string[] {
  if (!settings) return [...keys];
  const known = settings.order.filter((k) => keys.includes(k));
  return [...known, ...keys.filter((k) => !known.includes(k))];
}

/** Moves `from` to the position of `to`. */
export function moveKey(order: readonly string[], from: string, to: string): string[] {
  if (from === to) return [...order];
  const next = order.filter((k) => k !== from);
  const index = next.indexOf(to);
  if (index < 0) return [...order];
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  next.splice(fromIndex < toIndex ? index + 1 : index, 0, from);
  return next;
}
