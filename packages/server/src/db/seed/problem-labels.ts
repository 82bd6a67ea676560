import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { problemLabels } from '../schema/index.js';

type Label = { id: number; name: string; enName: string; children?: Label[] };

/** The question labels (problem tags) customer service picks from: groups and their reasons. */
export const problemLabelTree: Label[] = [
  {
    id: 1,
    name: '物流问题',
    enName: 'Logistics',
    children: [
      { id: 101, name: '未收到包裹', enName: 'Parcel not received' },
      { id: 102, name: '物流延误', enName: 'Delivery delayed' },
      { id: 103, name: '地址错误', enName: 'Wrong address' },
      { id: 104, name: '包裹被退回', enName: 'Parcel returned to sender' },
      { id: 105, name: '海关扣关', enName: 'Held at customs' },
    ],
  },
  {
    id: 2,
    name: '商品问题',
    enName: 'Product',
    children: [
      { id: 201, name: '商品破损', enName: 'Item damaged' },
      { id: 202, name: '发错货', enName: 'Wrong item sent' },
      { id: 203, name: '尺码不合适', enName: 'Wrong size' },
      { id: 204, name: '质量问题', enName: 'Quality problem' },
      { id: 205, name: '与描述不符', enName: 'Not as described' },
    ],
  },
  {
    id: 3,
    name: '客户原因',
    enName: 'Customer request',
    children: [
      { id: 301, name: '不想要了', enName: 'No longer wanted' },
      { id: 302, name: '重复下单', enName: 'Duplicate order' },
      { id: 303, name: '下错单', enName: 'Ordered by mistake' },
      { id: 304, name: '修改收货地址', enName: 'Change of shipping address' },
      { id: 305, name: '修改商品或尺码', enName: 'Change of item or size' },
    ],
  },
  {
    id: 4,
    name: '库存问题',
    enName: 'Stock',
    children: [
      { id: 401, name: '缺货', enName: 'Out of stock' },
      { id: 402, name: '预售延期', enName: 'Pre-sale delayed' },
    ],
  },
  {
    id: 5,
    name: '价格与支付',
    enName: 'Price and payment',
    children: [
      { id: 501, name: '价格错误', enName: 'Wrong price' },
      { id: 502, name: '付款异常', enName: 'Payment problem' },
      { id: 503, name: '欺诈风险', enName: 'Fraud risk' },
    ],
  },
  {
    id: 6,
    name: '平台纠纷',
    enName: 'Platform dispute',
    children: [
      { id: 601, name: '买家投诉', enName: 'Buyer complaint' },
      { id: 602, name: '平台要求取消', enName: 'Cancellation requested by the platform' },
    ],
  },
];

/** Writes the question labels (fixed ids): names refreshed, an administrator's disabling kept. */
export async function seedProblemLabels(db: Tx) {
  const rows = problemLabelTree.flatMap((group, i) => [
    { id: group.id, parentId: null, name: group.name, enName: group.enName, sort: i },
    ...(group.children ?? []).map((c, j) => ({
      id: c.id,
      parentId: group.id,
      name: c.name,
      enName: c.enName,
      sort: j,
    })),
  ]);
  await db
    .insert(problemLabels)
    .values(rows)
    .onConflictDoUpdate({
      target: problemLabels.id,
      set: {
        parentId: sql`excluded.parent_id`,
        name: sql`excluded.name`,
        enName: sql`excluded.en_name`,
        sort: sql`excluded.sort`,
      },
    });
}
