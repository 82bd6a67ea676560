import { expect, type Page } from '@playwright/test';

export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Picks an option of the open antd select by its label. The newest open list is the last one in the page
 * (a closing list lingers through its animation); a remote search may redraw the list under the pointer, so
 * the click is retried until it lands on a steady option.
 */
export async function choose(page: Page, label: string | RegExp) {
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .last()
    .getByTitle(label)
    .first();
  await expect(async () => {
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A table row by some text in it. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
