import path from 'node:path';
import { chooseTag } from './support/antd';
import { accounts, menuItem, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');

const texts = {
  en: {
    menu: 'Message centre',
    unread: /^(\d+) unread$/,
    type: 'Type',
    buyerMessage: 'Buyer message in a dispute',
    search: 'Search',
    buyerWords: "The buyer's message",
    unreadMark: 'Unread',
  },
  zh: {
    menu: '消息中心',
    unread: /^(\d+) 条未读$/,
    type: '类型',
    buyerMessage: '争议中的买家留言',
    search: /查\s?询/,
    buyerWords: '买家留言',
    unreadMark: '未读',
  },
} as const;

const messageList = (page: Page, lang: 'en' | 'zh') =>
  page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: lang === 'zh' ? '消息' : 'Message' }) });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The unread count the screen shows ('12 unread'). */
async function unreadCount(page: Page, lang: 'en' | 'zh') {
  const status = page.getByRole('status').filter({ hasText: texts[lang].unread });
  await expect(status).toBeVisible();
  return Number(texts[lang].unread.exec((await status.innerText()).trim())?.[1]);
}

/** Opens the message centre from the menu and waits for its list. */
async function openMessageCentre(page: Page, lang: 'en' | 'zh') {
  await menuItem(page, texts[lang].menu).click();
  await expect(page).toHaveURL(/\/messageCenter$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(messageList(page, lang)).toBeVisible();
}

/**
 * Filters the list by one type, as a person picks it in the Type select (a multiple select: a click on a chosen
 * option would take it off again, so the pick is tried until its tag shows, never clicked twice blindly).
 */
async function filterByType(page: Page, lang: 'en' | 'zh', typeName: string) {
  const select = page.getByLabel(texts[lang].type, { exact: true });
  await chooseTag(page, typeName, select);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: texts[lang].search }).click();
}

test('an agent opens the message centre, filters by type, opens a message and the unread count drops', async ({
  page,
}) => {
  const t = texts.en;
  await signInToDashboard(page, accounts.agent);
  await openMessageCentre(page, 'en');
  const before = await unreadCount(page, 'en');
  expect(before).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(artifacts, 'messages-en.png') });

  await filterByType(page, 'en', t.buyerMessage);
  // every row left is a buyer's message
  await expect(async () => {
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++)
      await expect(rows(page).nth(i)).toContainText(t.buyerMessage, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // the first unread one: bold with its dot; opening it shows the buyer's words and marks it read
  const unreadRow = rows(page)
    .filter({ has: page.getByLabel(t.unreadMark) })
    .first();
  await expect(unreadRow).toBeVisible();
  const title = (await unreadRow.getByRole('button').first().innerText()).trim();
  await unreadRow.getByRole('button', { name: title }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('region', { name: t.buyerWords })).toBeVisible();
  await expect(drawer.getByText('Local stand-in').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(artifacts, 'message-drawer-en.png') });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await expect.poll(() => unreadCount(page, 'en')).toBe(before - 1);
  const sameRow = rows(page).filter({ hasText: title }).first();
  await expect(sameRow).toBeVisible();
  await expect(sameRow.getByLabel(t.unreadMark)).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  });

  test('the message centre and a message in Chinese', async ({ page }) => {
    const t = texts.zh;
    await signInToDashboard(page, accounts.leader);
    await openMessageCentre(page, 'zh');
    await unreadCount(page, 'zh');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, 'messages-zh.png') });

    await filterByType(page, 'zh', t.buyerMessage);
    await expect(rows(page).first().getByRole('cell', { name: t.buyerMessage })).toBeVisible();
    const first = rows(page).first();
    const title = (await first.getByRole('button').first().innerText()).trim();
    await first.getByRole('button', { name: title }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer.getByRole('region', { name: t.buyerWords })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, 'message-drawer-zh.png') });
  });
});
