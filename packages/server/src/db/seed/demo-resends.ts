import {
  type RefillAmountType,
  refillSaveInputSchema,
  resendCurrencies,
  resendCurrency,
  resendSaveInputSchema,
} from '@backdesk/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { createRefillsService } from '../../features/refills/refills.service.js';
import { createResendsService } from '../../features/resends/resends.service.js';
import { workOrderLinks } from '../../features/work-orders/work-order-links.js';
import type { Db } from '../client.js';
import { packages } from '../schema/index.js';
import { type DemoActors, type DemoOrder, type OrderPool, pickOf, type Random } from './demo-pool.js';

/** Resends (reissues) and refills the demo starts with. */
export const DEMO_RESENDS = 15;
export const DEMO_REFILLS = 10;

/** What the agent notes on a reissue, in the language the agent wrote it. */
const RESEND_REMARKS = [
  '客户反馈收到商品破损，已提供照片，补发一件',
  'Customer sent a video of the fault; reissue one unit',
  '少发配件，补发配件',
  'Wrong colour delivered, reissue the right one',
  '质量问题，客户不接受退款，要求补发',
];
/** Reissue question labels that need proof (a video link here) and reissue the problem product itself. */
const PROOF_TYPES = [1, 2, 4, 5, 7] as const;
/** Reissue question labels of a lost or returned parcel: a website order's whole package again, no proof. */
const WHOLE_TYPES = [18, 21, 38] as const;

const REFILL_REMARKS: Record<RefillAmountType, string> = {
  underprice_refill: 'Item was listed below cost by mistake; customer agreed to pay the difference',
  price_difference_refill: 'Customer upgraded to the larger size',
  add_product_refill: 'Customer added a second unit to the parcel',
  resend_accessory_refill: 'Spare charger sent with the reissue',
  resend_product_refill: 'Reissued item in another colour, price difference',
  shipping_fee_refill: 'Express shipping requested after the order',
};

/** The order's packages with a tracking number (shipped), oldest first. */
const shippedPackages = (db: Db, orderId: number) =>
  db
    .select({ packageNo: packages.packageNo })
    .from(packages)
    .where(and(eq(packages.orderId, orderId), isNotNull(packages.trackingNo)))
    .orderBy(asc(packages.id));

/**
 * Resends (agent saves; the leader approves most, cancels some, leaves the rest unconfirmed) and refills (the
 * agent asks; the leader marks those whose payment arrived completed), two of them on reissued packages.
 */
export async function seedDemoResends(db: Db, actors: DemoActors, pool: OrderPool, rand: Random) {
  const resends = createResendsService(db, { workOrders: workOrderLinks });
  const refills = createRefillsService(db);
  const { agent, leader } = actors;

  const made: { id: number; newPackageNo: string }[] = [];
  const reissue = async (order: DemoOrder, n: number) => {
    for (const { packageNo } of await shippedPackages(db, order.id)) {
      const check = await resends.preCheck(agent.auth, packageNo, 'en');
      if (check.blocked || !resendCurrencyOk(check.currency)) continue;
      const products = (await resends.packageProducts(agent.auth, packageNo)).filter((p) => !p.isVirtual);
      const product = products.find((p) => !p.isTest) ?? products[0];
      if (!product) continue;
      const whole = check.isTestPlatform && n % 4 === 3;
      const type: number = whole ? pickOf(rand, WHOLE_TYPES) : product.isTest ? 3 : pickOf(rand, PROOF_TYPES);
      const saved = await resends.save(
        agent,
        resendSaveInputSchema.parse({
          oldPackageNo: packageNo,
          deliveryStatus: check.DeliveryStatus,
          remark: pickOf(rand, RESEND_REMARKS),
          currency: check.currency,
          orderProblemType: type,
          refundSku: {
            OrderID: order.id,
            Details: [
              {
                ProblemProductCode: product.SKU,
                ProblemType: type,
                ResendProductList: whole ? [] : [{ ResendProductCode: product.SKU, Number: 1 }],
              },
            ],
          },
          videoLink: whole ? null : `https://video.backdesk.demo/resend/${packageNo}`,
        }),
        false,
      );
      return { id: saved.id, newPackageNo: saved.newPackageNo };
    }
    return null;
  };
  while (made.length < DEMO_RESENDS) {
    const order = pool.take((o) => resendCurrencyOk(o.currency));
    if (!order) break;
    const one = await reissue(order, made.length);
    if (one) made.push(one);
  }
  // the leader approves about half, cancels a few, and leaves the rest unconfirmed
  const approve = made.filter((_, k) => k % 5 === 1 || k % 5 === 2 || k % 5 === 3).map((r) => r.id);
  const cancel = made.filter((_, k) => k % 5 === 4).map((r) => r.id);
  const results = [
    ...(await resends.review(leader, { ids: approve, approve: true, auditRemark: 'Photo shows the damage' })),
    ...(await resends.review(leader, { ids: cancel, approve: false, auditRemark: '请先申请退货' })),
  ];
  const refused = results.find((r) => r.problem !== null);
  if (refused) throw new Error(`demo resend review refused: ${JSON.stringify(refused)}`);

  // refills: most on the original order's package, two on packages the approved reissues made
  const currencies = new Set((await refills.currencyCodes()).map((c) => String(c).toUpperCase()));
  const amountTypes = Object.keys(REFILL_REMARKS) as RefillAmountType[];
  const reissued = made.filter((r) => approve.includes(r.id)).slice(0, 2);
  const refillIds: number[] = [];
  for (let k = 0; refillIds.length < DEMO_REFILLS; k++) {
    let packageNo: string | undefined;
    const resendPackage = reissued[k];
    if (resendPackage) packageNo = resendPackage.newPackageNo;
    else {
      const order = pool.take((o) => currencies.has(o.currency.toUpperCase()));
      if (!order) break;
      packageNo = (await shippedPackages(db, order.id))[0]?.packageNo;
    }
    if (!packageNo) continue;
    const info = await refills.payInfo(agent.auth, packageNo);
    const paid = info.payments.find((p) => !p.isDeposit);
    if (!paid || !info.orderLines.length || !currencies.has(info.orderCurrency)) continue;
    const amountType = resendPackage
      ? pickOf(rand, ['resend_accessory_refill', 'resend_product_refill'] as const)
      : pickOf(
          rand,
          amountTypes.filter((t) => !t.startsWith('resend')),
        );
    // a share of what the customer paid: 5 to 20 %
    const amount = ((Number(paid.amount) * (5 + Math.floor(rand() * 16))) / 100).toFixed(2);
    const accounts = await refills.receivablesAccounts(info.orderCurrency);
    // the product the difference is paid for
    const line = pickOf(rand, info.orderLines);
    const saved = await refills.save(
      agent,
      refillSaveInputSchema.parse({
        packageNo,
        orderType: resendPackage ? 2 : 1,
        amountType,
        amount: Number(amount) > 0 ? amount : '1.00',
        currency: info.orderCurrency,
        transactionId: k % 2 === 0 ? `PAYID-DEMO${String(4100 + k)}` : null,
        receivablesAccountId: accounts[k % Math.max(accounts.length, 1)]?.id ?? null,
        remark: REFILL_REMARKS[amountType],
        lines: [{ sku: line.sku, quantity: 1 }],
      }),
      false,
    );
    refillIds.push(saved.id);
  }
  // the payment arrived for those with a transaction id: the leader marks them completed
  const paidIds = refillIds.filter((_, k) => k % 2 === 0);
  const completed = await refills.changeStatus(leader, { ids: paidIds, status: 1 });
  const notDone = completed.find((r) => r.problem !== null);
  if (notDone) throw new Error(`demo refill completion refused: ${JSON.stringify(notDone)}`);
  return { resends: made.length, refills: refillIds.length };
}

/** A reissue's extra payment is in one of the resend currencies: orders in others are left out. */
const resendCurrencyOk = (currency: string) =>
  (resendCurrencies as readonly string[]).includes(resendCurrency(currency));
