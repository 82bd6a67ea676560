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
    case 'skuQuery':
      return { kind: 'prefix', value: t.replace(/\s+/g, '').toUpperCase() };
    case 'workOrderNo':
      return { kind: 'exact', value: t.replace(/\s+/g, '').toUpperCase() };
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
