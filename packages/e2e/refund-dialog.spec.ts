import path from 'node:path';
import type {
  orderListSchema,
  refundAddInfoSchema,
  refundListSchema,
  refundViewSchema,
} from '@backdesk/domain';
import { choose, dialog } from './support/antd';
import { type APIRequestContext, api } from './support/api';
import { refundHalfOfOrder } from './support/refunds';
import { accounts, createColleagueLike, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

const artifacts = path.join(import.meta.dirname, 'artifacts');

/**
 * An order of two or more packages paid at once (no combined payment) that nobody refunded yet, found through the
 * API, on a platform that asks for the English reason and no online refund reason (not 7, 13, 27 or 31): each
 * run takes one of its own, so repeats and retries find another. Not an own-website order: the newest of those are
 * the combined-payment examples of refunds.spec.ts.
 */
async function orderOfSeveralPackages(request: APIRequestContext) {
  for (let pageIndex = 1; pageIndex <= 10; pageIndex++) {
    const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
      pageIndex,
      pageSize: 100,
    });
    for (const { id, platformId } of orders.list) {
      if ([1, 7, 13, 27, 31].includes(platformId)) continue;
      const info = await api<typeof refundAddInfoSchema>(
        request,
        'GET',
        `/api/v2/refund/refund-add-info?orderId=${id}`,
      );
      const untouched = info.packages.every(
        (p) => p.limit === null && p.combined === null && p.lines.every((l) => l.refundedQuantity === 0),
      );
      if (info.packages.length >= 2 && untouched) return info;
    }
    if (orders.list.length < 100) break;
  }
  throw new Error('no order of several packages without a refund left');
}

/** The form item of a field, found by its label: its message shows under it. */
const fieldItem = (form: Locator, label: string) =>
  form.locator('.ant-form-item').filter({ has: form.page().getByLabel(label, { exact: true }) });

async function openNewRefund(page: Page, orderId: number) {
  await page.goto(`/orderCenter/orderDetails?id=${orderId}`);
  const refunds = page.getByRole('region', { name: /^(Refunds|退款)$/ });
  await refunds.getByRole('button', { name: /(New refund|新建退款)$/ }).click();
  const form = dialog(page);
  await expect(form.getByRole('checkbox', { name: /^(Refund package|退款包裹)/ }).first()).toBeVisible();
  return { form, refunds };
}

test('the refund dialog: messages go once filled, 50 % stays 50 %, a refunded package is refused naming its refund', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const info = await orderOfSeveralPackages(page.request);
  const [firstNo, secondNo] = info.packages.map((p) => p.packageNo);
  const { form, refunds } = await openNewRefund(page, info.order.id);
  await expect(form.getByRole('checkbox', { name: `Refund package ${firstNo}`, exact: true })).toBeChecked();
  const panel = form.locator('.ant-collapse-item-active .ant-collapse-body');
  await expect(panel).toHaveCount(1);

  // submitted empty: the required fields say so
  await form.getByRole('button', { name: 'Submit' }).click();
  const required = 'This field is required.';
  await expect(fieldItem(panel, 'Question label')).toContainText(required);
  await expect(fieldItem(panel, 'Reason (Chinese)')).toContainText(required);
  await page.screenshot({ path: path.join(artifacts, 'refund-dialog-required-en.png') });

  // each message goes as soon as its field is filled; the others stay until theirs are
  await panel.getByLabel('Reason (Chinese)').fill('商品破损，部分退款');
  await expect(fieldItem(panel, 'Reason (Chinese)')).not.toContainText(required);
  await expect(fieldItem(panel, 'Question label')).toContainText(required);
  await panel.getByLabel('Reason (English)').fill('Item damaged, partial refund');
  await choose(page, 'Item damaged', panel.getByLabel('Question label', { exact: true }));
  await expect(fieldItem(panel, 'Question label')).not.toContainText(required);

  await panel.getByLabel('Refund percentage').fill('50');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // stored and shown at the percentage typed
  const made = await api<typeof refundAddInfoSchema>(
    page.request,
    'GET',
    `/api/v2/refund/refund-add-info?orderId=${info.order.id}`,
  );
  const refundNo = made.packages.find((p) => p.packageNo === firstNo)!.refundNos[0]!;
  expect(refundNo).toMatch(/^RF\d+$/);
  await expect(refunds.getByText(refundNo)).toBeVisible();
  // the order centre group may be open already (the order was opened from it): a second click would close it
  const refundsItem = menuItem(page, 'Refunds');
  if (!(await refundsItem.isVisible()))
    await sidebar(page).getByText('Order centre', { exact: true }).click();
  await refundsItem.click();
  await page.getByLabel('Number', { exact: true }).fill(refundNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/(?<![\d.])50%/);
  await expect(rows.first()).not.toContainText('50.0001');
  const list = await api<typeof refundListSchema>(page.request, 'POST', '/api/csRefund/search', {
    keyword: refundNo,
    pageIndex: 1,
    pageSize: 20,
  });
  const view = await api<typeof refundViewSchema>(
    page.request,
    'GET',
    `/api/v2/refund/view?id=${list.list[0]!.id}`,
  );
  expect(view.percent).toBe('50.0000');

  // a second refund of the same package is refused naming the first; the order's other package is refundable
  const again = await openNewRefund(page, info.order.id);
  await expect(
    again.form.getByText(`This order already has refunds for package ${firstNo} (${refundNo})`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    again.form.getByRole('checkbox', { name: `Refund package ${firstNo}`, exact: true }),
  ).toBeDisabled();
  await expect(again.form.getByText(`This package already has a refund ${refundNo}`).first()).toBeVisible();
  await expect(
    again.form.getByRole('checkbox', { name: `Refund package ${secondNo}`, exact: true }),
  ).toBeEnabled();
  await expect(
    again.form.getByRole('checkbox', { name: `Refund package ${secondNo}`, exact: true }),
  ).toBeChecked();
  await page.screenshot({ path: path.join(artifacts, 'refund-dialog-refunded-en.png') });
  const refused = await page.request.post('/api/v2/refund/createRefund', {
    data: {
      serialNumber: `e2e-dialog-again-${Date.now()}`,
      orderId: info.order.id,
      packages: [
        {
          packageNo: firstNo,
          products: [{ detailId: info.packages[0]!.lines[0]!.orderLineId, quantity: 1 }],
          percent: '10',
          orderProblemType: 201,
          deliveryStatus: '1',
          reason: '商品破损',
          reasonEn: 'Item damaged',
          refundRoute: view.refundRoute,
        },
      ],
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error_info.msg).toBe(`This package already has a refund ${refundNo}`);
});

test('the refund dialog in Chinese: the notice, the refunded package and the required messages', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // a colleague of this run reads it in Chinese: the demo agent keeps its own language
  const agent = await createColleagueLike(request, accounts.agent);
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInToDashboard(page, agent.email, agent.password);
  const info = await orderOfSeveralPackages(page.request);
  const made = await refundHalfOfOrder(page.request, info.order.id, {
    serialPrefix: 'e2e-dialog-zh',
  });
  const refundNo = made!.refund.refundNo;
  const { form } = await openNewRefund(page, info.order.id);
  await expect(form.getByText(`该包裹已有退款单 ${refundNo}`).first()).toBeVisible();
  await expect(form.getByText(/该订单已有退款的包裹/)).toBeVisible();
  await form.getByRole('button', { name: /^提\s?交$/ }).click();
  const panel = form.locator('.ant-collapse-item-active .ant-collapse-body');
  await expect(fieldItem(panel, '退款原因（中文）')).toContainText('此项为必填项');
  await page.screenshot({ path: path.join(artifacts, 'refund-dialog-zh.png') });
  await panel.getByLabel('退款原因（中文）').fill('商品破损');
  await expect(fieldItem(panel, '退款原因（中文）')).not.toContainText('此项为必填项');
  await expect(fieldItem(panel, '问题标签')).toContainText('此项为必填项');
});
