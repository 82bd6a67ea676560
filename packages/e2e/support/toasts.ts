import { expect, type Page } from './test';

declare global {
  interface Window {
    __backdeskToasts?: string[];
  }
}

/**
 * Starts remembering every message toast the page shows (antd's message), so that a test can check a toast after it
 * closed by itself: on a loaded machine a 3-second toast can come and go between two looks of an assertion. Call
 * before the action; holds across the page's own navigations, not reloads.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    if (window.__backdeskToasts) return;
    const seen: string[] = [];
    window.__backdeskToasts = seen;
    // the last text of each toast: one whose text changes in place (a message updated by its key) counts again
    const noted = new WeakMap<Element, string>();
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('.ant-message-notice'))) {
        const text = el.textContent?.trim();
        if (text && noted.get(el) !== text) {
          noted.set(el, text);
          seen.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The page showed a toast with this text (whole text, or matching the expression) since recordToasts. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        const seen = await page.evaluate(() => window.__backdeskToasts ?? []);
        return seen.some((t) => (typeof text === 'string' ? t === text : text.test(t)));
      },
      { message: `a toast "${text}"` },
    )
    .toBe(true);
}
