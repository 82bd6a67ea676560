import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { accounts, signInToDashboard } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

/** Opens the newest order of the list in its details tab and answers its number. */
async function openAnOrder(page: Page): Promise<string> {
  await page.goto('/orderCenter/order');
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
  const link = first.getByRole('link').first();
  const orderNo = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { name: orderNo })).toBeVisible();
  return orderNo;
}

/** Clicks an antd radio button by its label (its input is hidden under the label) and checks it took. */
async function pickRadio(scope: Locator, label: string) {
  await scope.locator('label.ant-radio-button-wrapper').filter({ hasText: label }).click();
  await expect(scope.getByRole('radio', { name: label })).toBeChecked();
}

/** The text of every page of a PDF, read with PDF.js (the file must parse and render its text). */
async function pdfText(data: Uint8Array) {
  const doc = await getDocument({ data, disableFontFace: true, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: texts.join(' ') };
}

test.describe('invoices', () => {
  test('the agent opens the commercial invoice of an order, stamps it and downloads the PDF', async ({
    page,
  }) => {
    await signInToDashboard(page, accounts.agent);
    const orderNo = await openAnOrder(page);

    await page.getByRole('button', { name: 'Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Invoice of order ${orderNo}`) });
    await expect(dialog).toBeVisible();
    const sheet = dialog.getByRole('article', { name: 'Commercial Invoice' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(orderNo);
    await expect(sheet).toContainText(`CI-${orderNo}`);
    await expect(sheet.getByRole('img', { name: /INVOICE SEAL/ })).toHaveCount(0);

    await pickRadio(dialog, 'Company stamp');
    await expect(sheet.getByRole('img', { name: /^INVOICE SEAL/ })).toBeVisible();
    const total = (await sheet.locator('.bd-invoice-total [data-amount]').textContent())!.trim();
    expect(total).toMatch(/^[\d,]+(\.\d+)?$/);
    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.screenshot({ path: test.info().outputPath('invoice-en.png') });

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export PDF' }).click();
    const download = await downloading;
    // the toast closes by itself after a few seconds: assert it now, before the slow PDF checks below
    await expect(page.getByText(`CI-${orderNo}.pdf downloaded`)).toBeVisible();
    expect(download.suggestedFilename()).toBe(`CI-${orderNo}.pdf`);
    const data = new Uint8Array(fs.readFileSync((await download.path())!));
    expect(Buffer.from(data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(data);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('COMMERCIAL INVOICE');
    expect(text).toContain(orderNo);
    expect(text).toContain(total);
    expect(text).toContain('INVOICE SEAL');
  });

  test('in Chinese: the invoice view, Print sends only the sheet, the VAT invoice is refused with its reason', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    // record the print request instead of opening the system dialog
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = String(document.body.classList.contains('bd-printing'));
      };
    });
    await signInToDashboard(page, accounts.agent);
    const orderNo = await openAnOrder(page);
    await page.getByRole('button', { name: /发\s?票/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^订单 ${orderNo} 的发票`) });
    const sheet = dialog.getByRole('article', { name: '商业发票' });
    await expect(sheet).toBeVisible();
    await pickRadio(dialog, '公司印章');
    await expect(sheet.getByRole('img', { name: /^发票专用章/ })).toBeVisible();
    await expect(sheet).toContainText('合计');
    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.screenshot({ path: test.info().outputPath('invoice-zh.png') });

    await dialog.getByRole('button', { name: /打\s?印/ }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
    await page.emulateMedia({ media: 'print' });
    // everything but the sheet is hidden from print (and so from the accessibility tree)
    await expect(page.getByRole('button', { name: /打\s?印/ })).toBeHidden();
    await expect(page.locator('.bd-invoice-sheet')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('invoice-print-zh.png') });
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    await pickRadio(dialog, '增值税发票');
    // demo orders come from many platforms and countries; either the VAT sheet or the refusal shows
    await expect(
      dialog.getByRole('article', { name: '增值税发票' }).or(dialog.getByRole('alert')),
    ).toBeVisible();
  });
});
