import { z } from 'zod';
import { cappedPageOf, pageOf, wireMoney, wireTime } from '../shared/wire.js';
import { favouriteTargetTypes } from './customer-inputs.js';

/** A customer program label (/manageCenter/customerProgramLabel), used as a customer's tag. */
export const customerLabelSchema = z.object({
  id: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  colour: z.string(),
});

/** A label with how many customers carry it (the label screen). */
export const customerLabelRowSchema = customerLabelSchema.extend({
  customers: z.number(),
  updatedAt: wireTime,
});
export const customerLabelListSchema = z.array(customerLabelRowSchema);
export const customerLabelDeletedSchema = z.object({ id: z.number(), removedFrom: z.number() });

/** A customer in the list: contact masked. */
export const customerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  platformNameZh: z.string().nullable(),
  vip: z.number().nullable(),
  labels: z.array(customerLabelSchema),
  orderCount: z.number(),
  createdAt: wireTime,
});
export const customerListSchema = cappedPageOf(customerRowSchema);

/** The unmasked contact of a customer, answered with the view code (audited). */
export const customerContactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

const amountSchema = z.object({ currency: z.string(), amount: wireMoney, count: z.number() });

/** Everything of one customer on one page (/customerCenter/customerDetails); contact masked. */
export const customerViewSchema = z.object({
  customer: customerRowSchema.extend({ mergedIntoId: z.number().nullable() }),
  addresses: z.array(
    z.object({
      name: z.string().nullable(),
      phone: z.string(),
      country: z.string().nullable(),
      state: z.string().nullable(),
      city: z.string().nullable(),
      postcode: z.string().nullable(),
      address1: z.string().nullable(),
      address2: z.string().nullable(),
      lastUsedAt: wireTime,
    }),
  ),
  lifetime: z.array(amountSchema),
  orderCount: z.number(),
  orders: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      platformName: z.string().nullable(),
      platformNameZh: z.string().nullable(),
      shopName: z.string().nullable(),
      status: z.number(),
      currency: z.string(),
      totalAmount: wireMoney,
      createdAt: wireTime,
    }),
  ),
  parcels: z.array(
    z.object({
      id: z.number(),
      packageNo: z.string(),
      orderId: z.number(),
      orderNo: z.string(),
      status: z.number(),
      trackingNo: z.string().nullable(),
      createdAt: wireTime,
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number(),
      refundNo: z.string(),
      orderId: z.number(),
      orderNo: z.string(),
      status: z.number(),
      currency: z.string(),
      totalAmount: wireMoney,
      createdAt: wireTime,
    }),
  ),
  refundTotals: z.array(amountSchema),
  resends: z.array(
    z.object({
      id: z.number(),
      orderId: z.number(),
      orderNo: z.string(),
      packageNo: z.string(),
      status: z.number(),
      createdAt: wireTime,
    }),
  ),
  returns: z.array(
    z.object({
      id: z.number(),
      returnNo: z.string(),
      orderId: z.number(),
      orderNo: z.string(),
      returnType: z.number(),
      status: z.number(),
      createdAt: wireTime,
    }),
  ),
  workOrders: z.array(
    z.object({
      id: z.number(),
      workOrderNo: z.string(),
      kind: z.number(),
      status: z.number(),
      subject: z.string(),
      orderNo: z.string().nullable(),
      createdAt: wireTime,
    }),
  ),
  mailCases: z.array(
    z.object({
      id: z.number(),
      caseNumber: z.string(),
      caseStatus: z.number(),
      subject: z.string(),
      lastInboundAt: wireTime.nullable(),
      createdAt: wireTime,
    }),
  ),
  notes: z.array(
    z.object({
      id: z.number(),
      content: z.string(),
      authorName: z.string().nullable(),
      authorEnName: z.string().nullable(),
      createdAt: wireTime,
    }),
  ),
  labels: z.array(customerLabelSchema),
  duplicates: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      platformName: z.string().nullable(),
      platformNameZh: z.string().nullable(),
      orderCount: z.number(),
    }),
  ),
  merges: z.array(
    z.object({
      id: z.number(),
      survivingId: z.number(),
      mergedId: z.number(),
      mergedName: z.string(),
      orders: z.number(),
      createdAt: wireTime,
      undoneAt: wireTime.nullable(),
    }),
  ),
  favourite: z.object({ id: z.number(), remindAt: wireTime.nullable() }).nullable(),
  timeline: z.array(
    z.object({
      at: wireTime,
      kind: z.enum(['order', 'parcel', 'refund', 'resend', 'return', 'workOrder', 'mail', 'note']),
      id: z.number(),
      ref: z.string(),
      status: z.number().nullable(),
      orderId: z.number().nullable(),
    }),
  ),
  /** A section held more than it lists (CUSTOMER_SECTION_MAX rows each). */
  truncated: z.boolean(),
});

/** A merge as made or undone. */
export const customerMergeSchema = z.object({
  id: z.number(),
  survivingId: z.number(),
  mergedId: z.number(),
  orders: z.number(),
  notes: z.number(),
  labels: z.number(),
  mailCases: z.number(),
  undoneAt: wireTime.nullable(),
});

export const customerNoteSchema = z.object({ id: z.number(), createdAt: wireTime });

/** A favourite of the caller: a pinned customer or order with its reminder. */
export const favouriteSchema = z.object({
  id: z.number(),
  targetType: z.enum(favouriteTargetTypes),
  targetId: z.number(),
  /** The customer's name or the order's number. */
  title: z.string(),
  customerId: z.number().nullable(),
  note: z.string().nullable(),
  remindAt: wireTime.nullable(),
  remindedAt: wireTime.nullable(),
  createdAt: wireTime,
});
export const favouriteListSchema = pageOf(favouriteSchema);

export const customerVipSchema = z.object({ id: z.number(), vip: z.number().nullable() });
export const customerLabelLinkSchema = z.object({
  customerId: z.number(),
  labelId: z.number(),
  carried: z.boolean(),
});
export const customerLabelSavedSchema = z.object({ id: z.number() });
export const favouriteSavedSchema = z.object({ id: z.number(), remindAt: wireTime.nullable() });
export const favouriteDeletedSchema = z.object({ id: z.number() });
