import { maskValue } from './masking.js';

/** Keys whose values are personal data: e-mails, phones, the names and street lines of people. */
const personalKeys = [
  /e-?mail/i,
  /phone|mobile|^tel$|telephone|whatsapp|^fax$/i,
  /^(ship|buyer|customer|receiver|recipient|contact|display|first|last|full|billing)_?name$/i,
  /^consignee$/i,
  /^(ship|billing)_?address_?\d*$/i,
];
const isPersonalKey = (key: string) => personalKeys.some((re) => re.test(key));

/** An e-mail address inside any text (a mail's `to`, a "Name <mail>" sender, a note). */
const emailInText = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;

/** Masks every e-mail address inside a text with the domain's e-mail mask. */
export function maskEmailsIn(text: string): string {
  return text.replace(emailInText, (address) => maskValue(address));
}

const MAX_DEPTH = 64;

/**
 * A copy of a value (an audit row's before/after) with its personal data masked by `maskValue`: the values
 * of e-mail, phone, person-name and street-address keys, and every e-mail address in any other text.
 * Everything else is kept as it is; what is not a plain object, list or text is returned unchanged.
 */
export function maskPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskEmailsIn(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => maskPersonalData(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      isPersonalKey(key) && (typeof v === 'string' || typeof v === 'number')
        ? maskValue(String(v))
        : maskPersonalData(v, depth + 1),
    ]),
  );
}
