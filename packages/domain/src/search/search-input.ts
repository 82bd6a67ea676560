/** Global search (spec 1 §2.4): what the result rows are, and which field the text is matched against. */
export const searchDataSources = ['order', 'parcel', 'customer', 'sku'] as const;
export type SearchDataSource = (typeof searchDataSources)[number];
export const searchTypes = [
  'orderNo',
  'packageNo',
  'workOrderNo',
  'customerName',
  'emailAddress',
  'phoneNo',
  'skuQuery',
] as const;
export type SearchType = (typeof searchTypes)[number];

/** At most this many matches are collected before paging: search answers stay instant at any size. */
export const SEARCH_MATCH_CAP = 1_000;

/** How a search text is matched: by an index prefix, a suffix (phone numbers), or exactly. */
export type SearchMatch = { kind: 'prefix' | 'suffix' | 'exact'; value: string };

/** Phone numbers match on their last digits (a local number finds '+1 415 555 1234'), from 4 digits on. */
export const PHONE_MIN_DIGITS = 4;

/**
 * Normalises the text for its field: numbers and SKUs upper-case without spaces, names and e-mails
 * lower-case, phone numbers their digits. Null when the text cannot match anything.
 */
export function searchMatchOf(searchType: SearchType, text: string): SearchMatch | null {
  const t = text.trim();
  if (!t) return null;
  switch (searchType) {
    case 'orderNo':
    case 'packageNo':
    case 'workOrderNo':
    case 'skuQuery':
      return { kind: 'prefix', value: t.replace(/\s+/g, '').toUpperCase() };
    case 'customerName':
      return { kind: 'prefix', value: t.replace(/\s+/g, ' ').toLowerCase() };
    case 'emailAddress':
      return { kind: 'prefix', value: t.replace(/\s+/g, '').toLowerCase() };
    case 'phoneNo': {
      const digits = t.replace(/\D/g, '');
      return digits.length >= PHONE_MIN_DIGITS ? { kind: 'suffix', value: digits } : null;
    }
  }
}

/** A LIKE pattern for a prefix, its wildcards taken literally. */
export const prefixPattern = (value: string) => `${value.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The field a search text can only be meant for, or null where it could be several: order numbers (BD…, ME…),
 * package numbers (PK…), work-order numbers (WO…), e-mail addresses, and phone numbers written with their country code (+…). The bar
 * switches to it as the text is typed or pasted; a field chosen after that stays chosen.
 */
export function detectSearchType(text: string): SearchType | null {
  const t = text.trim();
  const compact = t.replace(/\s+/g, '').toUpperCase();
  if (/^(BD|ME)\d{4,}$/.test(compact)) return 'orderNo';
  if (/^PK\d{4,}$/.test(compact)) return 'packageNo';
  if (/^WO\d{4,}$/.test(compact)) return 'workOrderNo';
  if (/^[^\s@]+@[^\s@]*$/.test(t)) return 'emailAddress';
  if (/^\+[\d\s().-]+$/.test(t) && t.replace(/\D/g, '').length >= PHONE_MIN_DIGITS) return 'phoneNo';
  return null;
}

/** The fields offered again when a search finds nothing: the detected one first, then the others. */
export function otherSearchTypes(text: string, tried: SearchType): SearchType[] {
  const detected = detectSearchType(text);
  const rest = searchTypes.filter((type) => type !== tried && type !== detected && type !== 'workOrderNo');
  return detected && detected !== tried ? [detected, ...rest] : rest;
}
