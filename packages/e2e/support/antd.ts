import { expect, type Locator, type Page } from '@playwright/test';
import type { Answer } from './api';

export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Picks an option of an antd select by its label; `opener` (the select, or a function that opens it, such as
 * typing into a search select) runs first, and again whenever its list is not showing the option. The newest open list is the last one in the page (a closing list lingers
 * through its animation); a remote search may redraw the list under the pointer, so the click is retried
 * until it lands on a steady option.
 */
export async function choose(page: Page, label: string | RegExp, opener?: Locator | (() => Promise<void>)) {
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .last()
    .getByTitle(label)
    .first();
  await expect(async () => {
    // a click on the select can be lost while the page redraws: open it again until the option shows. After
    // opening, the option gets its time to arrive (a remote search answers slowly on a loaded machine): opening
    // again at once would start a new search and throw the coming answer away
    if (opener && !(await option.isVisible())) {
      await (typeof opener === 'function' ? opener() : opener.click({ timeout: 2_000 }));
      await option.waitFor({ state: 'visible', timeout: 10_000 });
    }
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Picks an option of a multiple select until its tag shows in `within` (the page or a dialog): a second click on
 * a chosen option would take it off again, so the pick is never repeated blindly; on a loaded machine a search
 * can redraw the list under the first click. Longer than one pick may take (`choose` tries for 45 s).
 */
export async function chooseTag(
  page: Page,
  label: string,
  opener: Locator | (() => Promise<void>),
  within: Page | Locator = page,
) {
  const tag = within.locator('.ant-select-selection-item').filter({ hasText: label });
  await expect(async () => {
    if (!(await tag.isVisible())) await choose(page, label, opener);
    await expect(tag).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

/** A table row by some text in it. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Does what changes a list's query (a filter, a queue) and waits for the list it asked for to be drawn: the search
 * call whose request `asked` matches answers, and the pager shows the total it answered (until then the pager shows
 * the previous list's). Answers that total.
 */
export async function listTotalAfter(
  page: Page,
  action: () => Promise<void>,
  asked: (body: Record<string, unknown>) => boolean = () => true,
): Promise<number> {
  const listed = page.waitForResponse(
    (r) =>
      r.url().endsWith('/search') &&
      r.request().method() === 'POST' &&
      asked((r.request().postDataJSON() ?? {}) as Record<string, unknown>),
  );
  await action();
  const answer = (await (await listed).json()) as Answer<{ total: number }>;
  const total = answer.data.total;
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(
    new RegExp(`^${total.toLocaleString('en-US')} items?$`),
  );
  return total;
}
