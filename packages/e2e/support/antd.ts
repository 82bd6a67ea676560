import type { Page } from '@playwright/test';

export const dialog = (page: Page) => page.getByRole('dialog');

/** Picks an option of the open antd select by its label. */
export const choose = (page: Page, label: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(label).first().click();

/** A table row by some text in it. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
