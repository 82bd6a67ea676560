import path from 'node:path';
import { choose, dialog } from './support/antd';
import { apiAs } from './support/api';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');

const texts = {
  en: {
    group: 'Mailbox configuration',
    menu: 'Mail automation rules',
    add: 'New rule',
    name: 'Name',
    body: 'Body contains',
    label: 'Label',
    assignTeam: 'Team',
    whichTeam: 'Team to assign',
    team: 'EU & US Team A',
    save: 'Save',
    saved: 'Rule saved',
    dryRun: 'Dry run',
    enabled: 'Enabled',
    switchedOn: 'Rule enabled',
    templates: 'Mail templates',
  },
  zh: {
    group: '邮箱配置',
    menu: '邮件自动化规则',
    add: '新建规则',
    name: '名称',
    body: '正文包含',
    label: '标签',
    assignTeam: '团队',
    whichTeam: '分配的团队',
    team: '欧美一组',
    save: /保\s?存/,
    saved: '规则已保存',
    dryRun: '试运行',
    enabled: '启用',
    switchedOn: '规则已启用',
    templates: '邮件模板',
  },
} as const;

async function openRules(page: Page, lang: 'en' | 'zh') {
  const t = texts[lang];
  const item = menuItem(page, t.menu);
  // the group unfolds with an animation: a click on the entry while it moves can be lost, so open again until
  // the screen shows (unfolding the group only when the entry is not showing)
  await expect(async () => {
    if (!(await item.isVisible())) await sidebar(page).getByText(t.group, { exact: true }).click();
    await item.click({ timeout: 3_000 });
    await expect(page.getByRole('table', { name: t.menu })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * The leader writes an automation rule (refund mails get the label and go to a team), tries it in a dry run over
 * the last customer mails (the demo's), sees which mails it would catch, and switches it on.
 */
async function createTryAndEnable(page: Page, lang: 'en' | 'zh') {
  const t = texts[lang];
  const name = `Refunds ${lang} ${Date.now().toString(36)}`;
  await signInToDashboard(page, accounts.leader);
  await openRules(page, lang);

  await page.getByRole('button', { name: t.add }).click();
  const form = dialog(page);
  await form.getByLabel(t.name, { exact: true }).fill(name);
  await form.getByLabel(t.body, { exact: true }).fill('refund');
  await form.getByLabel(t.body, { exact: true }).press('Enter');
  await form.getByLabel(t.label, { exact: true }).fill('refund');
  await form.getByRole('radio', { name: t.assignTeam, exact: true }).check();
  await choose(page, t.team, form.getByLabel(t.whichTeam, { exact: true }));
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  const rule = page.getByRole('row').filter({ hasText: name });
  await expect(rule).toBeVisible();
  await expect(rule.getByRole('switch')).not.toBeChecked();

  // the dry run: the demo's customer mail about a refund would be caught, the others not
  await rule.getByRole('button', { name: t.dryRun }).click();
  const results = page
    .getByRole('table')
    .filter({ has: page.getByRole('cell', { name }) })
    .last();
  // (the demo's inbox holds several refund requests: each is caught; no change of address is)
  await expect(
    results.getByRole('row').filter({ hasText: 'Refund request' }).getByText(name).first(),
  ).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: 'Change of address' }).first()).toBeVisible();
  await expect(
    results.getByRole('row').filter({ hasText: 'Change of address' }).filter({ hasText: name }),
  ).toHaveCount(0);
  await page.screenshot({ path: path.join(artifacts, `mail-rules-dry-run-${lang}.png`), fullPage: true });

  await rule.getByRole('switch', { name: `${t.enabled} ${name}` }).click();
  await expect(page.getByText(t.switchedOn)).toBeVisible();
  await expect(rule.getByRole('switch')).toBeChecked();
  return name;
}

test('the leader creates an automation rule, runs its dry run over the last customer mails and enables it', async ({
  page,
}) => {
  const name = await createTryAndEnable(page, 'en');
  // the rule is stored switched on, in the order the rules are tried
  const rules = await page.request.get('/api/mailAutomationRules');
  const stored = ((await rules.json()).data as { name: string; enabled: boolean }[]).find(
    (r) => r.name === name,
  );
  expect(stored?.enabled).toBe(true);
  // and switched off again, so the demo keeps no rule of this run
  const id = ((await rules.json()).data as { id: number; name: string }[]).find((r) => r.name === name)!.id;
  await page.request.post(`/api/mailAutomationRules/${id}/enabled`, { data: { enabled: false } });

  // the templates screen with its live preview by order number
  const { list } = await apiAs<{ list: { orderNo: string }[] }>(
    page.request,
    'POST',
    '/api/csOrderParent/search',
    {
      platformIds: [1],
      pageSize: 100,
    },
  );
  const orderNo = list[0]!.orderNo;
  await menuItem(page, texts.en.templates).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const form = dialog(page);
  await form.getByLabel('Subject', { exact: true }).fill('Order {orderNo} has shipped');
  await form
    .getByLabel('Body', { exact: true })
    .fill('Dear {customerName}, your order {orderNo} is on its way. {orderNumber}');
  await form.getByLabel('Order number for the preview').fill(orderNo);
  await expect(form.getByText(`Order ${orderNo} has shipped`)).toBeVisible();
  await expect(form.getByText('Unknown placeholders: {orderNumber}')).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'mail-template-preview-en.png') });
});

test('the agent sends a batch mail to two orders from the order list and sees a result per order', async ({
  page,
}) => {
  const rowsOnScreen = page.locator('.ant-table-tbody tr.ant-table-row');
  await signInToDashboard(page, accounts.agent);
  await sidebar(page).getByText('Order centre', { exact: true }).click();
  await menuItem(page, 'Orders').click();
  await expect(rowsOnScreen.first()).toBeVisible();
  for (const i of [0, 1]) await rowsOnScreen.nth(i).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Batch actions' }).click();
  await page.getByRole('menuitem', { name: 'Batch mail', exact: true }).click();
  const form = page.getByRole('dialog').filter({ hasText: 'Batch mail' });
  await expect(form.getByText('The 2 chosen orders')).toBeVisible();
  await choose(page, 'Shipping notice (en)', form.getByLabel('Template', { exact: true }));
  await expect(form.getByLabel('Mail subject')).toHaveValue('Order {orderNo} has shipped');
  // the content must hold the order-number placeholder (spec 3 §5)
  await form.getByLabel('Content').fill('Your parcel is on its way.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Batch mail content must contain the order-number placeholder.')).toBeVisible();
  await form.getByLabel('Content').fill('Your order {orderNo} is on its way.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/of 2 mails are in the outbox/)).toBeVisible();
  await expect(form.getByRole('table', { name: 'Results' }).getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: path.join(artifacts, 'batch-mail-results-en.png') });
});

test.describe('in Chinese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  });

  test('the automation rules in Chinese', async ({ page }) => {
    const name = await createTryAndEnable(page, 'zh');
    const rules = await page.request.get('/api/mailAutomationRules');
    const id = ((await rules.json()).data as { id: number; name: string }[]).find((r) => r.name === name)!.id;
    await page.request.post(`/api/mailAutomationRules/${id}/enabled`, { data: { enabled: false } });
  });
});
