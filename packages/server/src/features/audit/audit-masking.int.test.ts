/**
 * The audit log holds no personal data in clear: the customer mail's audit row has the masked e-mail, and no
 * audit row of the refund's whole path (create, review, mail) holds the customer's e-mail or PayPal account.
 */
import { maskValue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { auditLogs } from '../../db/schema/index.js';
import { outboundMails } from '../../db/schema/mail.js';
import { writeAudit } from '../../shared/audit.js';

const { app, database } = await createTestApp({
  mailFrom: 'Service <service@example.test>',
  smtpUrl: undefined,
});
const db = database.db;
const role = await createRole(db, ['refund.view', 'refund.create', 'refund.review', 'order.view'], {
  allPlatforms: true,
});
const agent = await createUser(db, { roleIds: [role.id] });
const leader = await createUser(db, { roleIds: [role.id] });
const headers = bearer(await signIn(app, agent.email));
const reviewer = bearer(await signIn(app, leader.email));

describe('audit rows mask personal data', () => {
  it("the customer mail's audit row holds the masked e-mail, and no row of the refund holds it in clear", async () => {
    const customerEmail = 'maria.gonzalez@example.com';
    const paypal = 'maria.paypal@example.com';
    const product = await createProduct(db, { price: '50.0000' });
    const made = await createOrder(db, {
      platformId: 4,
      shipCountry: 'DE',
      shipState: null,
      lines: [{ product, quantity: 1, unitPrice: '50.0000' }],
      customer: { email: customerEmail, name: 'Maria Gonzalez', phone: '+49 30 1234 5678' },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/refund/createRefund',
      headers,
      payload: {
        serialNumber: `audit-mask-${Date.now()}`,
        orderId: made.order.id,
        packages: [
          {
            packageNo: made.packages[0]!.packageNo,
            products: [{ detailId: made.lines[0]!.id, quantity: 1 }],
            percent: '100',
            orderProblemType: 2,
            deliveryStatus: '1',
            reason: '商品破损',
            reasonEn: 'Item damaged',
            refundRoute: '3',
            paypalname: paypal,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const refundId = created.json().data.refunds[0].id as number;
    const reviewed = await app.inject({
      method: 'POST',
      url: '/api/csRefund/aduit',
      headers: reviewer,
      payload: { ids: [refundId] },
    });
    expect(reviewed.json().data[0].is_success, reviewed.body).toBe(true);

    const sent = await app.inject({ method: 'GET', url: `/api/csRefund/sendEmail?id=${refundId}`, headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await db.select().from(outboundMails).where(eq(outboundMails.refundId, refundId));
    expect(mail!.toAddress).toBe(customerEmail);

    const [row] = await auditRowsOf(db, 'outbound_mail', mail!.id);
    expect(row).toMatchObject({ action: 'refund.mail', after: { to: maskValue(customerEmail) } });
    expect(maskValue(customerEmail)).toBe('m************z@example.com');

    const everything = JSON.stringify(await db.select().from(auditLogs));
    expect(everything).not.toContain(customerEmail);
    expect(everything).not.toContain(paypal);
  });

  it('masks phones and the names of people, keeps the rest', async () => {
    await db.transaction((tx) =>
      writeAudit(tx, {
        action: 'test.mask',
        recordType: 'test',
        recordId: 'mask-1',
        before: { shipName: 'Maria Gonzalez', shipPhone: '+49 30 1234 5678', status: 1 },
        after: { shipName: 'Ana Lopez', note: 'mail ana.lopez@example.com', name: 'Team Berlin' },
      }),
    );
    const [row] = await auditRowsOf(db, 'test', 'mask-1');
    expect(row!.before).toEqual({ shipName: 'Maria Gon*****', shipPhone: '+49 30 1234*****', status: 1 });
    expect(row!.after).toEqual({
      shipName: 'Ana *****',
      note: 'mail a*******z@example.com',
      name: 'Team Berlin',
    });
  });
});
