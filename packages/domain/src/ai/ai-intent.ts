/** What a customer's mail asks about: the drafts the composer knows how to write. */
export const aiIntents = [
  'lateParcel',
  'refundStatus',
  'wrongItem',
  'addressChange',
  'cancel',
  'complaint',
  'other',
] as const;
export type AiIntent = (typeof aiIntents)[number];

/** The words (lower-case English, or Chinese) that point to each intent. */
const keywords: Record<Exclude<AiIntent, 'other'>, readonly string[]> = {
  cancel: [
    'cancel',
    'cancellation',
    "don't want it anymore",
    'do not want it anymore',
    '取消',
    '不要了',
    '撤销订单',
  ],
  addressChange: [
    'change the address',
    'change my address',
    'change address',
    'change the shipping address',
    'update my address',
    'update the address',
    'wrong address',
    'new address',
    'moved to',
    '改地址',
    '修改地址',
    '更改地址',
    '地址写错',
    '地址错了',
    '换地址',
    '新地址',
  ],
  wrongItem: [
    'wrong item',
    'wrong size',
    'wrong colour',
    'wrong color',
    'wrong product',
    'wrong model',
    'not what i ordered',
    'different item',
    'different product',
    'received the wrong',
    'sent me the wrong',
    'sent the wrong',
    '发错',
    '寄错',
    '尺码不对',
    '颜色不对',
    '型号不对',
    '不是我买的',
    '不是我订的',
    '货不对',
  ],
  refundStatus: [
    'refund',
    'refunded',
    'money back',
    'reimburse',
    'chargeback',
    '退款',
    '退钱',
    '钱还没退',
    '退回款',
  ],
  lateParcel: [
    'where is my',
    'where is the',
    'tracking',
    'not received',
    "haven't received",
    'have not received',
    'not arrived',
    "hasn't arrived",
    'has not arrived',
    'still waiting',
    'not yet arrived',
    'late',
    'delay',
    'delayed',
    'parcel',
    'package',
    'shipment',
    'when will',
    '物流',
    '快递',
    '没收到',
    '还没收到',
    '未收到',
    '还没到',
    '包裹',
    '运单',
    '追踪',
    '到哪',
    '延迟',
    '什么时候到',
  ],
  complaint: [
    'complain',
    'complaint',
    'terrible',
    'unacceptable',
    'disappointed',
    'worst',
    'lawyer',
    'angry',
    'scam',
    'ridiculous',
    'awful',
    'never buy',
    'report you',
    '投诉',
    '差评',
    '太差',
    '失望',
    '律师',
    '生气',
    '骗子',
    '垃圾',
    '举报',
  ],
};

/** The intents in the order a tie is decided: the narrower request first. */
const tieOrder: readonly Exclude<AiIntent, 'other'>[] = [
  'cancel',
  'addressChange',
  'wrongItem',
  'refundStatus',
  'complaint',
  'lateParcel',
];

/** Words that make the mail a complaint whatever else it asks (an explicit complaint or a threat). */
const strongComplaint = ['complain', 'complaint', 'lawyer', '投诉', '律师', '举报', 'report you'];

/**
 * The intent of a customer's mail from its words (English and Chinese): the intent with most keywords, a tie
 * going to the narrower request; an explicit complaint or a threat is a complaint; no keyword: 'other'.
 */
export function guessIntent(text: string): AiIntent {
  const t = text.toLowerCase();
  if (strongComplaint.some((w) => t.includes(w))) return 'complaint';
  let best: AiIntent = 'other';
  let bestScore = 0;
  for (const intent of tieOrder) {
    const score = keywords[intent].filter((w) => t.includes(w)).length;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}
