import type { Lang } from '@backdesk/domain';

type Labelled = { zh: string; en: string };

/** The text of an enumeration entry in the interface language. */
export const labelOf = (item: Labelled | null | undefined, lang: Lang): string =>
  item ? (lang === 'zh' ? item.zh : item.en) : '';

/** The text of the entry with this value or code, else the raw value. */
export function enumLabel<T extends Labelled & ({ value: number | string } | { code: string })>(
  list: readonly T[],
  value: number | string | null | undefined,
  lang: Lang,
): string {
  if (value === null || value === undefined) return '';
  const found = list.find((item) => ('value' in item ? item.value : item.code) === value);
  return found ? labelOf(found, lang) : String(value);
}

/** A platform or other record sent with an English and a Chinese name. */
export const platformNameOf = (
  row: { platformName: string | null; platformNameZh: string | null },
  lang: Lang,
): string =>
  (lang === 'zh' ? row.platformNameZh || row.platformName : row.platformName || row.platformNameZh) ?? '';
