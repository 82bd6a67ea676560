import { choose, dialog } from './support/antd';
import { accounts, signInToDashboard } from './support/session';
import { expect, runIndex, test } from './support/test';

test('an agent escalates a work order to the leader, and cannot raise a second one while it is open', async ({
  page,
}) => {
  await signInToDashboard(page, accounts.agent);
  // a work order of this run's own, about a customer's e-mail
  const made = await page.request.post('/api/crmAfterSalesWorkOrder/add', {
    data: {
      subject: 'Parcel back at the warehouse',
      description: 'The carrier returned it: wrong house number.',
      customerEmail: `escalation.${runIndex()}.${Date.now()}@example.com`,
      question: 'logistics.late',
    },
  });
  expect(made.ok()).toBe(true);
  const { id } = (await made.json()).data as { id: number };
  await page.goto(`/workOrderCenter/afterSalesWorkOrderDetails?id=${id}`);

  await page.getByRole('button', { name: 'Escalate' }).click();
  const form = dialog(page);
  await expect(form.getByRole('button', { name: 'Raise the ticket' })).toBeDisabled();
  const handler = form.getByLabel('Escalate to');
  await choose(page, 'Lily Chen', async () => {
    await handler.click();
    await handler.fill('Lily');
  });
  await form.getByLabel('What is needed').fill('Please re-label the parcel and send it again today.');
  await form.getByRole('button', { name: 'Raise the ticket' }).click();
  await expect(page.getByText(/^Escalation ticket WO\d{13} raised$/)).toBeVisible();
  const log = page.getByRole('region', { name: 'Log' });
  await expect(log.getByText('Escalated', { exact: true })).toBeVisible();
  await expect(log.getByText(/escalated to 陈丽 \(Lily Chen\): ticket WO\d{13}/)).toBeVisible();

  // a second escalation while the first is open is refused with its number
  await page.getByRole('button', { name: 'Escalate' }).click();
  await choose(page, 'Lily Chen', async () => {
    await handler.click();
    await handler.fill('Lily');
  });
  await form.getByLabel('What is needed').fill('Again');
  await form.getByRole('button', { name: 'Raise the ticket' }).click();
  await expect(
    page.getByText(/^This work order already has an open escalation ticket WO\d{13}$/),
  ).toBeVisible();
});
