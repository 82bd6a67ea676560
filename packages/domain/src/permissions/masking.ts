/**
 * Masks personal data (spec 1 §5): an e-mail keeps the first and last character of its local part;
 * any other value masks its last 5 characters.
 */
export function maskValue(value: string | null | undefined): string {
  if (!value) return '';
  const at = value.lastIndexOf('@');
  if (at > 0) {
    const local = value.slice(0, at);
    const domain = value.slice(at);
    if (local.length === 1) return `*${domain}`;
    if (local.length === 2) return `${local[0]}*${domain}`;
    return `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}${domain}`;
  }
  const chars = Array.from(value);
  const keep = Math.max(0, chars.length - 5);
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep);
}
