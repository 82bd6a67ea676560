/** Chrome (and browsers built on it) is the supported browser (spec 1 §2.3). */
export function isChrome(userAgent: string): boolean {
  return /\b(Chrome|Chromium|HeadlessChrome|CriOS)\//.test(userAgent);
}
