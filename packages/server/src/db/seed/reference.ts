import {
  confirmTypes,
  deliveryStatuses,
  logisticMethods,
  orderLanguages,
  orderStatuses,
  orderTypes,
  paymentMethods,
  paypalMessageTypes as paypalMessageTypeList,
  platforms as platformList,
  processingCentres,
  refundRoutes,
  trackingStatuses,
  transportLevels,
} from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { paypalMessageTypes, platforms, systemDictionary, tableVars } from '../schema/index.js';
import { seedProblemLabels } from './problem-labels.js';
import { seedRefillReference } from './refills.js';
import { seedRefundRoutes } from './refund-routes.js';

/** Table-variable rows of a value/key/zh/en list, in its order. */
const enumRowsOf = (
  tableName: string,
  columnName: string,
  list: readonly { value: number; key: string; zh: string; en: string }[],
) =>
  list.map((v, i) => ({
    tableName,
    columnName,
    value: String(v.value),
    key: v.key,
    zh: v.zh,
    en: v.en,
    sort: i,
  }));

/** Product reference data (platforms, enumerations, dictionary defaults): written on every start, idempotently. */
export async function seedReference(db: Tx) {
  await db
    .insert(platforms)
    .values(platformList.map((p) => ({ id: p.id, code: p.code, kind: p.kind, name: p.zh, enName: p.en })))
    .onConflictDoUpdate({
      target: platforms.id,
      set: {
        code: sql`excluded.code`,
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        enName: sql`excluded.en_name`,
      },
    });

  const enumRows = [
    ...orderStatuses.map((s, i) => ({
      tableName: 'cs_order_state',
      columnName: 'id',
      value: String(s.value),
      key: s.key,
      zh: s.zh,
      en: s.en,
      sort: i,
    })),
    ...orderLanguages.map((l, i) => ({
      tableName: 'crm_order_affiliated',
      columnName: 'lang',
      value: l.value,
      key: l.value,
      zh: l.zh,
      en: l.en,
      sort: i,
    })),
    ...enumRowsOf('crm_order_affiliated', 'confirm_type', confirmTypes),
    ...enumRowsOf('crm_order_parent', 'order_type', orderTypes),
    ...enumRowsOf('cs_package', 'tracking_status', trackingStatuses),
    ...enumRowsOf('cs_package', 'delivery_status', deliveryStatuses),
    ...enumRowsOf('cs_package', 'transport_level', transportLevels),
    ...enumRowsOf('cs_payment', 'refund_route', refundRoutes),
    ...processingCentres.map((c, i) => ({
      tableName: 'cs_package',
      columnName: 'processing_centre',
      value: c.code,
      key: c.code,
      zh: c.zh,
      en: c.en,
      sort: i,
    })),
    ...logisticMethods.map((m, i) => ({
      tableName: 'cs_package',
      columnName: 'logistic_method',
      value: m.code,
      key: String(m.level),
      zh: m.zh,
      en: m.en,
      sort: i,
    })),
    ...paymentMethods.map((m, i) => ({
      tableName: 'cs_payment',
      columnName: 'method',
      value: m.code,
      key: String(m.route),
      zh: m.zh,
      en: m.en,
      sort: i,
    })),
  ];
  await db
    .insert(tableVars)
    .values(enumRows)
    .onConflictDoUpdate({
      target: [tableVars.tableName, tableVars.columnName, tableVars.value],
      set: { key: sql`excluded.key`, zh: sql`excluded.zh`, en: sql`excluded.en`, sort: sql`excluded.sort` },
    });

  // the message centre's types: names follow the domain's list
  await db
    .insert(paypalMessageTypes)
    .values(
      paypalMessageTypeList.map((t, i) => ({ id: t.id, code: t.code, name: t.zh, enName: t.en, sort: i })),
    )
    .onConflictDoUpdate({
      target: paypalMessageTypes.id,
      set: {
        code: sql`excluded.code`,
        name: sql`excluded.name`,
        enName: sql`excluded.en_name`,
        sort: sql`excluded.sort`,
      },
    });

  await seedProblemLabels(db);
  await seedRefundRoutes(db);
  await seedRefillReference(db);

  // Defaults an administrator may change later: never overwritten.
  await db
    .insert(systemDictionary)
    .values([
      {
        code: 'roleSpecialPermissionConfig',
        value: {
          refundAuditRoleEnNames: ['Team leader', 'Administrator'],
          interceptRoleEnNames: ['Team leader', 'Administrator'],
        },
        description: 'Role names with special rights',
      },
      {
        code: 'refundUploadProblemTypes',
        value: [202, 204, 205],
        description: 'Problem types whose refund needs a problem picture or a video link',
      },
    ])
    .onConflictDoNothing();
}
