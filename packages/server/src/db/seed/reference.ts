import { orderStatuses, platforms as platformList } from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { platforms, systemDictionary, tableVars } from '../schema/index.js';

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
    ...[
      { value: 'en', key: 'en', zh: '英语', en: 'English' },
      { value: 'de', key: 'de', zh: '德语', en: 'German' },
      { value: 'fr', key: 'fr', zh: '法语', en: 'French' },
      { value: 'es', key: 'es', zh: '西班牙语', en: 'Spanish' },
      { value: 'it', key: 'it', zh: '意大利语', en: 'Italian' },
      { value: 'ja', key: 'ja', zh: '日语', en: 'Japanese' },
      { value: 'pt', key: 'pt', zh: '葡萄牙语', en: 'Portuguese' },
    ].map((l, i) => ({ tableName: 'crm_order_affiliated', columnName: 'lang', ...l, sort: i })),
    ...[
      { value: '1', key: 'auto', zh: '自动确认', en: 'Automatic' },
      { value: '2', key: 'manual', zh: '人工确认', en: 'Manual' },
    ].map((c, i) => ({ tableName: 'crm_order_affiliated', columnName: 'confirm_type', ...c, sort: i })),
    ...[
      { value: '1', key: 'retail', zh: '零售', en: 'Retail' },
      { value: '2', key: 'wholesale', zh: '批发', en: 'Wholesale' },
      { value: '3', key: 'dropship', zh: '代发', en: 'Dropship' },
      { value: '4', key: 'presale', zh: '预售', en: 'Pre-sale' },
    ].map((t, i) => ({ tableName: 'crm_order_parent', columnName: 'order_type', ...t, sort: i })),
  ];
  await db
    .insert(tableVars)
    .values(enumRows)
    .onConflictDoUpdate({
      target: [tableVars.tableName, tableVars.columnName, tableVars.value],
      set: { key: sql`excluded.key`, zh: sql`excluded.zh`, en: sql`excluded.en`, sort: sql`excluded.sort` },
    });

  // Defaults an administrator may change later: never overwritten.
  await db
    .insert(systemDictionary)
    .values([
      {
        code: 'roleSpecialPermissionConfig',
        value: {
          refundAuditRoleNames: ['Team leader', 'Administrator'],
          interceptRoleNames: ['Team leader', 'Administrator'],
        },
        description: 'Role names with special rights',
      },
    ])
    .onConflictDoNothing();
}
