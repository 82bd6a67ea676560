import { choose, dialog } from './support/antd';
import { accounts, createColleagueLike, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

/** A raw key or event code on screen ('refund.create', 'orders.actions.x'). */
const RAW_KEY = /\b[a-z]+\.[a-zA-Z.]+\b/;

type AddInfo = { packages: { packageNo: string; limit: string | null; combined: unknown[] | null }[] };

/**
 * An own-website order of one package with a single payment and no refund yet, from the eleventh newest on (the
 * newest are the combined-payment and resend examples of other specs, the oldest the refund edit's and the
 * tickets'); a retry or repeat takes the next one, as its first run's refund stays.
 */
async function unrefundedOrder(page: Page): Promise<number> {
  const found = await page.request.post('/api/csOrderParent/search', {
    data: { platformIds: [1], pageSize: 50 },
  });
  for (const { id } of ((await found.json()).data.list as { id: number }[]).slice(10)) {
    const refunds = (
      await (
        await page.request.get(`/api/csRefund/getRefundByOrderParentIdOnOrderDetailPage?orderId=${id}`)
      ).json()
    ).data;
    if (!Array.isArray(refunds) || refunds.length) continue;
    const info = (await (await page.request.get(`/api/v2/refund/refund-add-info?orderId=${id}`)).json())
      .data as AddInfo;
    const [only, ...others] = info.packages;
    if (only && !others.length && only.limit === null && only.combined === null) return id;
  }
  throw new Error('no own-website order of one package without a refund left');
}

/** Switches the interface language through the user menu, as a person does. */
async function switchLanguage(page: Page, to: 'zh' | 'en') {
  const [menu, language, choice] =
    to === 'zh' ? ['User menu', 'Language', '中文'] : ['用户菜单', '语言', 'English'];
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: language }).hover();
  await page.getByRole('menuitem', { name: choice }).click();
}

test('the agent creates a refund and reads it in the order history in Chinese, then in English, with no raw key', async ({
  page,
  request,
}) => {
  // an agent of this run: switching the language saves it on the account, and the demo agent's other tests
  // beside this one must stay in the language they chose
  const agent = await createColleagueLike(request, accounts.agent);
  await signInToDashboard(page, agent.email, agent.password);
  const orderId = await unrefundedOrder(page);
  await page.goto(`/orderCenter/orderDetails?id=${orderId}`);

  // the refund, as refunds.spec.ts makes one: the package's percentage, question label and both reasons
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('No refunds yet')).toBeVisible();
  await refunds.getByRole('button', { name: 'New refund' }).click();
  const form = dialog(page);
  await expect(form.getByText('New refund')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /^Refund package PK/ }).first()).toBeChecked();
  const panel = form.locator('.ant-collapse-item-active .ant-collapse-body').first();
  await panel.getByLabel('Refund percentage').fill('50');
  await choose(page, 'Item damaged', panel.getByLabel('Question label', { exact: true }));
  await panel.getByLabel('Reason (Chinese)').fill('商品破损，部分退款');
  await panel.getByLabel('Reason (English)').fill('Item damaged, partial refund');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  const refundNo = (await refunds
    .getByText(/^RF\d+$/)
    .first()
    .textContent())!.trim();

  // 中文: the event's name and sentence in Chinese, with the refund's number, and no key or code
  await switchLanguage(page, 'zh');
  const history = page.getByRole('region', { name: '操作记录' });
  const entry = history.locator('.ant-timeline-item').filter({ hasText: refundNo });
  await expect(entry).toContainText('创建退款单');
  await expect(entry).toContainText(new RegExp(`退款单 ${refundNo}（包裹 PK\\d+）：[\\d,.]+ [A-Z]{3}`));
  await expect(history).not.toContainText(RAW_KEY);
  await expect(history).not.toContainText('Refund');

  // and in English
  await switchLanguage(page, 'en');
  const historyEn = page.getByRole('region', { name: 'Operation history' });
  const entryEn = historyEn.locator('.ant-timeline-item').filter({ hasText: refundNo });
  await expect(entryEn).toContainText('Refund created');
  await expect(entryEn).toContainText(new RegExp(`Refund ${refundNo} of PK\\d+: [\\d,.]+ [A-Z]{3}`));
  await expect(historyEn).not.toContainText(RAW_KEY);
});
