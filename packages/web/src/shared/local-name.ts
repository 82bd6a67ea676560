import type { Lang } from '@backdesk/domain';

/** The name to show: the English name in the en interface when there is one. */
export function localName(
  item: { name: string; enName?: string | null } | null | undefined,
  lang: Lang,
): string {
  if (!item) return '';
  return lang === 'en' ? item.enName || item.name : item.name;
}
