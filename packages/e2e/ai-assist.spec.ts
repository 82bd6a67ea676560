import path from 'node:path';
import type {
  aiCreateLogSchema,
  aiGenerationSchema,
  mailCaseListSchema,
  refundAddInfoSchema,
  Wire,
} from '@backdesk/domain';
import { dialog } from './support/antd';
import { api, apiAs } from './support/api';
import { accounts, signInToDashboard } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

const artifacts = process.env.E2E_OUTPUT_DIR ?? 'test-results';

/** An unreplied case of the agent about a late parcel whose order has a parcel with a tracking number. */
async function lateParcelCase(page: Page, skip: number[] = []) {
  const cases = await api<typeof mailCaseListSchema>(
    page.request,
    'POST',
    '/api/frontend/emailWorkOrder/search',
    {
      caseStatus: [1],
      pageSize: 100,
    },
  );
  for (const c of cases.list) {
    if (!c.orderId || skip.includes(c.id) || !/^Where is my order/.test(c.subject)) continue;
    const info = await apiAs<{ order: { packages: { trackingNo: string | null }[] } | null }>(
      page.request,
      'GET',
      `/api/frontend/emailWorkOrder/getEmailOrderInformation?id=${c.id}`,
    );
    const trackingNo = info.order?.packages.find((p) => p.trackingNo)?.trackingNo;
    if (trackingNo) return { id: c.id, trackingNo };
  }
  throw new Error('the demo data holds no unreplied late-parcel case with a tracking number');
}

type Action = Wire<typeof aiGenerationSchema>['actions'][number];

/** An unreplied case of the agent whose suggested reply proposes a refund (a refund request or a wrong item). */
async function caseWithRefundAction(page: Page) {
  const cases = await api<typeof mailCaseListSchema>(
    page.request,
    'POST',
    '/api/frontend/emailWorkOrder/search',
    { caseStatus: [1], pageSize: 100 },
  );
  for (const c of cases.list) {
    if (!c.orderId || !/^(Refund request|Wrong size)/.test(c.subject)) continue;
    const draft = await api<typeof aiGenerationSchema>(
      page.request,
      'POST',
      '/api/frontend/emailWorkOrder/reply/ai',
      { workOrderId: c.id },
    );
    const refund = draft.actions.find((a: Action) => a.kind === 'refund');
    if (refund) return { id: c.id, refund };
  }
  throw new Error('the demo data holds no unreplied case whose suggested reply proposes a refund');
}

/** The suggested-reply card holding the actions (the page scrolls inside its layout: a page shot cuts it). */
const panelOf = (actions: Locator) => actions.locator('xpath=ancestor::div[contains(@class, "ant-card")][1]');

/** The refunds an order's packages already carry (the refund dialog's own read). */
const refundsOf = async (page: Page, orderId: number) =>
  (
    await api<typeof refundAddInfoSchema>(
      page.request,
      'GET',
      `/api/v2/refund/refund-add-info?orderId=${orderId}`,
    )
  ).packages.flatMap((p) => p.refundNos);

test('a suggested Refund opens the refund dialog filled in for the order; cancelled, nothing is created', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const found = await caseWithRefundAction(page);
  const { refund } = found;
  const before = await refundsOf(page, refund.orderId);
  await page.goto(`/customerServiceManage/mailCaseDetails?id=${found.id}`);

  const actions = page.getByRole('group', { name: 'Suggested actions' });
  const button = actions.getByRole('button', {
    name: `Refund ${refund.amount!.currency} ${refund.amount!.amount}`,
  });
  await expect(button).toBeVisible();
  await expect(actions.getByText('nothing happens until you submit it')).toBeVisible();
  await panelOf(actions).screenshot({ path: path.join(artifacts, 'ai-actions-en.png') });

  // the existing refund dialog, on the proposed order with the proposed parcel ticked
  await button.click();
  const form = dialog(page);
  await expect(form.getByText('New refund')).toBeVisible();
  await expect(form.getByText(refund.orderNo, { exact: true })).toBeVisible();
  await expect(
    form.getByRole('checkbox', { name: `Refund package ${refund.packageNo}`, exact: true }),
  ).toBeChecked();
  await page.screenshot({ path: path.join(artifacts, 'ai-actions-refund-dialog-en.png') });

  // the agent cancels: the dialog closes and no refund was made
  await form.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(form).toBeHidden();
  expect(await refundsOf(page, refund.orderId)).toEqual(before);

  // the create log: the template draft's tokens and its cost, 0 and said so
  await page.goto('/customerServiceManage/aiReplyCreateLog');
  const log = page.getByRole('table', { name: 'AI reply log' });
  await expect(log.getByText('0 (template)').first()).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'ai-create-log-en.png'), fullPage: true });
});

test('the suggested actions in Chinese (screenshot)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInToDashboard(page, accounts.agent);
  const found = await caseWithRefundAction(page);
  await page.goto(`/customerServiceManage/mailCaseDetails?id=${found.id}`);
  const actions = page.getByRole('group', { name: '建议操作' });
  await expect(actions.getByRole('button', { name: /退款 [A-Z]{3} \d/ })).toBeVisible();
  await panelOf(actions).screenshot({ path: path.join(artifacts, 'ai-actions-zh.png') });
});

// first, without sending: the next test answers the case
test('the suggested reply in Chinese (screenshot)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInToDashboard(page, accounts.agent);
  const found = await lateParcelCase(page);
  await page.goto(`/customerServiceManage/mailCaseDetails?id=${found.id}`);
  await expect(page.getByRole('region', { name: '建议回复草稿' })).toContainText(found.trackingNo);
  await expect(page.getByText('模板草稿', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'ai-assist-zh.png'), fullPage: true });
});

test('the agent sees a suggested reply naming the real tracking number with its sources, edits a sentence and sends it; the switch hides it', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  const found = await lateParcelCase(page);
  await page.goto(`/customerServiceManage/mailCaseDetails?id=${found.id}`);

  // the draft: labelled as a template draft, in the customer's language, naming the parcel's tracking number
  const draft = page.getByRole('region', { name: 'Suggested reply draft' });
  await expect(draft).toContainText(`tracking number ${found.trackingNo}`);
  await expect(page.getByText('Template draft', { exact: true })).toBeVisible();
  await expect(page.getByText(/figures? (is|are) not in the order’s facts/)).toHaveCount(0);

  // its sources on hover
  await draft.getByText(found.trackingNo).first().hover();
  const tip = page.getByRole('tooltip');
  await expect(tip.getByText('Sources')).toBeVisible();
  await expect(tip.getByText(`Tracking ${found.trackingNo}`)).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'ai-assist-en.png'), fullPage: true });

  // into the editor (nothing sent), one sentence edited, then sent by the agent
  await page.getByRole('button', { name: 'Use this reply' }).click();
  const editor = page.getByLabel('Your reply');
  await expect(editor).toHaveValue(new RegExp(found.trackingNo));
  const text = await editor.inputValue();
  const edited = text.replace(
    /Thank you for contacting us about order ([^.]+)\./,
    'Thanks a lot for writing to us about order $1.',
  );
  expect(edited).not.toBe(text);
  await editor.fill(edited);
  // the word alone (after its icon's name): a suggested Resend button sits beside it
  await page.getByRole('button', { name: /(^|\s)Send$/ }).click();
  await expect(page.getByText('Reply sent; the case is replied')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Conversation' }).getByText(/Thanks a lot for writing to us/),
  ).toBeVisible();

  // the create log knows it was sent edited
  await expect
    .poll(async () => {
      const log = await api<typeof aiCreateLogSchema>(
        page.request,
        'GET',
        `/api/frontend/AiEmailWorkOrder/getAiReplyCreateLog?workOrderId=${found.id}`,
      );
      return log.list.map((r) => r.outcome);
    })
    .toContain('edited');

  // switched off for this work order: the draft is gone, and stays gone after a reload (the browser remembers)
  await page.getByRole('switch', { name: 'Suggested reply for this case' }).click();
  await expect(draft).toBeHidden();
  await expect(page.getByText('The suggested reply is switched off for this case.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('The suggested reply is switched off for this case.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggested reply draft' })).toBeHidden();
});
