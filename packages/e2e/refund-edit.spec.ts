import type {
  envelopeOf,
  orderListSchema,
  refundAddInfoSchema,
  refundCreatedSchema,
  refundViewSchema,
  Wire,
} from '@backdesk/domain';
import { dialog } from './support/antd';
import { pngPhoto } from './support/files';
import { accounts, menuItem, sidebar, signInToDashboard } from './support/session';
import { expect, type Page, test } from './support/test';

type APIRequestContext = Page['request'];

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

type DataSchema = Parameters<typeof envelopeOf>[0];
/** The envelope the server answers (its data is the call's, read through the call's schema below). */
type Envelope = Wire<ReturnType<typeof envelopeOf<DataSchema>>>;

/** A call through the signed-in page; S is the domain's response schema of the call (its data). */
async function api<S extends DataSchema>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<Wire<S>> {
  const res = await request.fetch(url, { method, data });
  const body = (await res.json()) as Envelope;
  expect(body.isSuccess, `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as Wire<S>;
}

/** A refund at 50 % of a website package no one refunded yet, made through the API as the signed-in agent. */
async function refundOfAWebsitePackage(request: APIRequestContext) {
  const orders = await api<typeof orderListSchema>(request, 'POST', '/api/csOrderParent/search', {
    platformIds: [1],
    pageIndex: 1,
    pageSize: 100,
  });
  // from the oldest of the page: the newest website orders are the combined-payment examples of other tests
  for (const { id } of orders.list.reverse()) {
    const info = await api<typeof refundAddInfoSchema>(
      request,
      'GET',
      `/api/v2/refund/refund-add-info?orderId=${id}`,
    );
    const pkg = info.packages.find(
      (p) => p.limit === null && p.lines.some((l) => l.quantity > l.refundedQuantity),
    );
    const route = info.routes.find((r) => r.enabled && r.preferred) ?? info.routes.find((r) => r.enabled);
    if (!pkg || !route) continue;
    const made = await api<typeof refundCreatedSchema>(request, 'POST', '/api/v2/refund/createRefund', {
      serialNumber: `e2e-edit-${Date.now()}-${id}`,
      orderId: id,
      packages: [
        {
          packageNo: pkg.packageNo,
          products: pkg.lines
            .filter((l) => l.quantity > l.refundedQuantity)
            .map((l) => ({ detailId: l.orderLineId, quantity: l.quantity - l.refundedQuantity })),
          percent: '50',
          orderProblemType: 201,
          deliveryStatus: '1',
          reason: '商品破损',
          reasonEn: 'Item damaged',
          refundRoute: route.routeId,
        },
      ],
    });
    return made.refunds[0]!;
  }
  throw new Error('no website package left to refund');
}

test('the creator edits a refund: a new percentage and a photo, shown in the list with the new amount', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const refund = await refundOfAWebsitePackage(page.request);

  await sidebar(page).getByText('Order centre').click();
  await menuItem(page, 'Refunds').click();
  await page.getByRole('textbox', { name: 'Number' }).fill(refund.refundNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first().locator(`[data-amount="${refund.totalAmount}"]`)).toBeVisible();
  await dataRows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();

  const form = dialog(page);
  await expect(form.getByText(`Edit refund ${refund.refundNo}`)).toBeVisible();
  // edit mode: the refund path stays as it was
  await expect(form.getByLabel('Refund path', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Reason (Chinese)')).toHaveValue('商品破损');

  await form.getByLabel('Refund percentage').fill('80');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'damage.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  // uploaded to the file store: the picture shows from its stored address
  await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await expect(form.locator('.ant-upload-list-item-done img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f-]{36}$/,
  );

  const total = await form.locator('.ant-descriptions [data-amount]').last().getAttribute('data-amount');
  expect(total).not.toBe(refund.totalAmount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(form).toBeHidden();

  await expect(dataRows(page).first().locator(`[data-amount="${total}"]`)).toBeVisible();
  await expect(dataRows(page).first()).toContainText('80.0000%');
  const view = await api<typeof refundViewSchema>(page.request, 'GET', `/api/v2/refund/view?id=${refund.id}`);
  expect(view.files.map((f) => f.name)).toEqual(['damage.png']);
  const photo = await page.request.get(view.files[0]!.url);
  expect(photo.headers()['content-type']).toBe('image/png');
});
