import {
  type AiLang,
  type Fact,
  type FactStatusField,
  type FactsBundle,
  type FactValue,
  factById,
  factMoneyText,
  factsOfKind,
  isFactMoney,
  statusText,
} from './ai-facts.js';
import { checkFigures } from './ai-figures.js';
import type { AiIntent } from './ai-intent.js';
import type { AiReplyPolicyText } from './reply-policies.js';

/*
 * The deterministic composer (issue 15): without a configured model, the suggested reply and the case summary are
 * written from the facts alone, sentence by sentence, each sentence naming the facts it used. It never writes a
 * number that is not in a fact: a missing fact drops the sentence, it is never guessed.
 */

/** A sentence of a draft and the ids of the facts it used; `breakAfter` ends a paragraph. */
export type DraftSentence = { text: string; factIds: string[]; breakAfter?: boolean };
export type Draft = { lang: AiLang; intent: AiIntent; sentences: DraftSentence[]; text: string };

/** The intents' names, as the summary and the interface say them. */
export const aiIntentLabels: Record<AiIntent, Record<AiLang, string>> = {
  lateParcel: { en: 'where is my parcel / late parcel', zh: '包裹未到 / 物流查询' },
  refundStatus: { en: 'refund status', zh: '退款进度' },
  wrongItem: { en: 'wrong item received', zh: '收到错误商品' },
  addressChange: { en: 'address change', zh: '修改地址' },
  cancel: { en: 'cancel the order', zh: '取消订单' },
  complaint: { en: 'complaint', zh: '投诉' },
  other: { en: 'other question', zh: '其他问题' },
};

const str = (v: FactValue | undefined): string | null =>
  v === null || v === undefined || typeof v === 'object' ? null : String(v);

/** The text of a fact's status field in a language. */
const status = (f: Fact, field: FactStatusField, lang: AiLang) => {
  const key = str(f.values[field]);
  return key === null ? null : statusText(field, key, lang);
};
const amountOf = (f: Fact, field: string) => {
  const v = f.values[field];
  return v !== undefined && isFactMoney(v) ? factMoneyText(v) : null;
};
const q = (text: string, lang: AiLang) => (lang === 'zh' ? `“${text}”` : `"${text}"`);

/** The sentences' text: sentences of a paragraph joined (a space in English), paragraphs by a blank line. */
export function draftText(sentences: readonly DraftSentence[], lang: AiLang): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const s of sentences) {
    current.push(s.text);
    if (s.breakAfter) {
      paragraphs.push(current.join(lang === 'zh' ? '' : ' '));
      current = [];
    }
  }
  if (current.length) paragraphs.push(current.join(lang === 'zh' ? '' : ' '));
  return paragraphs.join('\n\n');
}

const friendly = (policy: AiReplyPolicyText | null) =>
  /friendly|casual|warm|亲切|轻松/i.test(policy?.tone ?? '');

/** A template's {placeholders} filled from the facts; null when one has no fact (the sentence is left out). */
function fillTemplate(template: string, bundle: FactsBundle): DraftSentence | null {
  const order = factById(bundle, 'order');
  const parcel = factsOfKind(bundle, 'parcel')[0];
  const tracking = factsOfKind(bundle, 'tracking')[0];
  const fields: Record<string, [string | null, string]> = {
    orderNo: [str(order?.values.orderNo), 'order'],
    shop: [str(order?.values.shop), 'order'],
    platform: [str(order?.values.platform), 'order'],
    caseNumber: [bundle.caseNumber, `case:${bundle.caseNumber}`],
    packageNo: [str(parcel?.values.packageNo), parcel?.id ?? ''],
    trackingNo: [str(tracking?.values.trackingNo), tracking?.id ?? ''],
    carrier: [str(tracking?.values.carrier ?? parcel?.values.carrier), tracking?.id ?? parcel?.id ?? ''],
  };
  const used = new Set<string>(['policy']);
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const [value, id] = fields[name] ?? [null, ''];
    if (value === null) {
      missing = true;
      return '';
    }
    used.add(id);
    return value;
  });
  return missing || !text.trim() ? null : { text: text.trim(), factIds: [...used] };
}

/** What a draft says about one parcel: shipped with its carrier and tracking status, or not shipped yet. */
function parcelSentence(bundle: FactsBundle, parcel: Fact, lang: AiLang): DraftSentence {
  const no = str(parcel.values.packageNo)!;
  const trackingNo = str(parcel.values.trackingNo);
  const tracking = trackingNo ? factById(bundle, `tracking:${trackingNo}`) : undefined;
  const carrier = str(parcel.values.carrier);
  if (tracking && trackingNo) {
    const st = status(tracking, 'trackingStatus', lang)!;
    const day = str(tracking.values.lastEventOn);
    const text =
      lang === 'zh'
        ? `包裹 ${no} 已${carrier ? `由 ${carrier} ` : ''}发出，运单号 ${trackingNo}，最新物流状态为${q(st, lang)}${day ? `（更新于 ${day}）` : ''}。`
        : `Parcel ${no} was shipped${carrier ? ` with ${carrier}` : ''} under tracking number ${trackingNo}; its latest tracking status is ${q(st, lang)}${day ? ` (last update ${day})` : ''}.`;
    return { text, factIds: [parcel.id, tracking.id] };
  }
  if (str(parcel.values.deliveryStatus) === 'shipped')
    return {
      text:
        lang === 'zh'
          ? `包裹 ${no} 已发货，运单号暂未生成。`
          : `Parcel ${no} has shipped; its tracking number is not available yet.`,
      factIds: [parcel.id],
    };
  const parcelStatus = statusText('orderStatus', str(parcel.values.parcelStatus) ?? '', lang);
  return {
    text:
      lang === 'zh'
        ? `包裹 ${no} 尚未发货，当前状态为${q(parcelStatus, lang)}。`
        : `Parcel ${no} has not shipped yet; its current status is ${q(parcelStatus, lang)}.`,
    factIds: [parcel.id],
  };
}

const isShipped = (parcel: Fact) =>
  !!str(parcel.values.trackingNo) || str(parcel.values.deliveryStatus) === 'shipped';

function resendSentence(r: Fact, lang: AiLang): DraftSentence {
  const st = status(r, 'resendStatus', lang)!;
  const oldNo = str(r.values.oldPackageNo);
  const newNo = str(r.values.newPackageNo);
  return {
    text:
      lang === 'zh'
        ? `我们已为包裹 ${oldNo} 安排补发包裹 ${newNo}，当前状态为${q(st, lang)}。`
        : `A replacement parcel ${newNo} was arranged for parcel ${oldNo}; its status is ${q(st, lang)}.`,
    factIds: [r.id],
  };
}

function refundSentence(r: Fact, lang: AiLang): DraftSentence {
  const no = str(r.values.refundNo)!;
  const amount = amountOf(r, 'amount')!;
  const pkg = str(r.values.packageNo);
  const route = str(r.values.route);
  const key = str(r.values.refundStatus);
  const ids = [r.id];
  if (key === 'completed') {
    const day = str(r.values.completedOn);
    return {
      text:
        lang === 'zh'
          ? `退款 ${no}（${amount}）已${day ? `于 ${day} ` : ''}完成${route ? `，退回至 ${route}` : ''}；到账时间视银行或支付机构而定，可能需要几天。`
          : `Refund ${no} of ${amount} was completed${day ? ` on ${day}` : ''}${route ? ` via ${route}` : ''}; depending on your bank or payment provider it can take a few days to appear.`,
      factIds: ids,
    };
  }
  if (key === 'reviewed') {
    const day = str(r.values.reviewedOn);
    return {
      text:
        lang === 'zh'
          ? `退款 ${no}（${amount}）已${day ? `于 ${day} ` : ''}审核通过，正在退回${route ? `至 ${route}` : ''}。`
          : `Refund ${no} of ${amount} was approved${day ? ` on ${day}` : ''} and is being paid back${route ? ` via ${route}` : ''}.`,
      factIds: ids,
    };
  }
  const day = str(r.values.requestedOn);
  return {
    text:
      lang === 'zh'
        ? `${pkg ? `包裹 ${pkg} 的` : ''}退款 ${no}（${amount}）${day ? `已于 ${day} 提交，` : ''}正在等待审核。`
        : `Refund ${no} of ${amount}${pkg ? ` for parcel ${pkg}` : ''}${day ? ` was requested on ${day} and` : ''} is waiting for review.`,
    factIds: ids,
  };
}

function returnSentence(r: Fact, lang: AiLang): DraftSentence {
  const st = status(r, 'returnStatus', lang)!;
  return {
    text:
      lang === 'zh'
        ? `包裹 ${str(r.values.packageNo)} 的退货 ${str(r.values.returnNo)} 当前状态为${q(st, lang)}。`
        : `Return ${str(r.values.returnNo)} for parcel ${str(r.values.packageNo)} is ${q(st, lang)}.`,
    factIds: [r.id],
  };
}

const trackingAdvice: Record<string, Record<AiLang, string>> = {
  delivered: {
    en: 'The carrier shows the parcel as delivered; please check with your neighbours or your local post office, and let us know if you still cannot find it.',
    zh: '物流显示包裹已签收，请先向邻居或当地邮局确认；如仍未找到，请告诉我们。',
  },
  exception: {
    en: 'The carrier reports a problem with this parcel; we are checking it with them and will update you.',
    zh: '承运商显示该包裹出现异常，我们正在与承运商核实，会尽快告知您结果。',
  },
  moving: {
    en: "You can follow the parcel with its tracking number on the carrier's website.",
    zh: '您可以在承运商官网使用运单号查询包裹的最新动态。',
  },
};

/** The body of a reply, by intent, from the facts. */
function body(bundle: FactsBundle, intent: AiIntent, lang: AiLang): DraftSentence[] {
  const order = factById(bundle, 'order');
  const zh = lang === 'zh';
  if (!order)
    return [
      {
        text: zh
          ? '我们没有找到与您的邮件关联的订单，请提供订单号，以便我们为您查询。'
          : 'We could not find an order linked to your message. Could you send us your order number so that we can check it?',
        factIds: [],
      },
    ];
  const orderNo = str(order.values.orderNo)!;
  const orderStatus = status(order, 'orderStatus', lang)!;
  const parcels = factsOfKind(bundle, 'parcel');
  const refunds = factsOfKind(bundle, 'refund');
  const resends = factsOfKind(bundle, 'resend').filter((r) => str(r.values.resendStatus) !== 'deleted');
  const returns = factsOfKind(bundle, 'return');
  const out: DraftSentence[] = [];
  const opening: DraftSentence =
    intent === 'complaint'
      ? {
          text: zh
            ? `对于订单 ${orderNo} 给您带来的困扰，我们深表歉意，也理解您的心情。`
            : `We are sorry for the trouble you have had with order ${orderNo}, and we understand your frustration.`,
          factIds: ['order'],
        }
      : {
          text: zh
            ? `感谢您就订单 ${orderNo} 联系我们。`
            : `Thank you for contacting us about order ${orderNo}.`,
          factIds: ['order'],
        };
  out.push(opening);
  const shipped = parcels.find(isShipped);
  const statusOfOrder: DraftSentence = {
    text: zh
      ? `订单 ${orderNo} 尚未发货（状态：${q(orderStatus, lang)}）。`
      : `Order ${orderNo} has not shipped yet (status ${q(orderStatus, lang)}).`,
    factIds: ['order'],
  };
  switch (intent) {
    case 'lateParcel': {
      if (!parcels.length) out.push(statusOfOrder);
      const advice = new Set<string>();
      for (const p of parcels) {
        out.push(parcelSentence(bundle, p, lang));
        const t = str(p.values.trackingNo);
        const tf = t ? factById(bundle, `tracking:${t}`) : undefined;
        const key = tf ? str(tf.values.trackingStatus) : null;
        if (key === 'delivered') advice.add('delivered');
        else if (key === 'exception' || key === 'returned' || key === 'expired') advice.add('exception');
        else if (tf) advice.add('moving');
      }
      for (const r of resends) out.push(resendSentence(r, lang));
      for (const a of advice) out.push({ text: trackingAdvice[a]![lang], factIds: [] });
      break;
    }
    case 'refundStatus': {
      for (const r of refunds) out.push(refundSentence(r, lang));
      if (!refunds.length)
        out.push({
          text: zh
            ? `订单 ${orderNo} 目前还没有退款记录；您的请求会由我们的团队审核，审核后我们会回复您。`
            : `We have no refund recorded for order ${orderNo} yet; our team will review your request and reply to you.`,
          factIds: ['order'],
        });
      break;
    }
    case 'wrongItem': {
      out.push({
        text: zh
          ? '很抱歉您收到的商品与订单不符。'
          : 'We are sorry that the items you received do not match your order.',
        factIds: [],
      });
      const lines = factsOfKind(bundle, 'line');
      if (lines.length) {
        const items = lines.map((l) => {
          const title = (zh ? str(l.values.titleZh) : null) ?? str(l.values.title);
          return zh
            ? `${title} × ${l.values.quantity}（${str(l.values.sku)}）`
            : `${l.values.quantity} × ${title} (${str(l.values.sku)})`;
        });
        out.push({
          text: zh
            ? `根据我们的记录，订单 ${orderNo} 包含：${items.join('、')}。`
            : `According to our records, order ${orderNo} contains: ${items.join(', ')}.`,
          factIds: ['order', ...lines.map((l) => l.id)],
        });
      }
      for (const r of returns) out.push(returnSentence(r, lang));
      for (const r of resends) out.push(resendSentence(r, lang));
      out.push({
        text: zh
          ? '请您发送收到的商品及包裹面单的照片，我们会据此与您确认后续处理方式。'
          : 'Could you send us a photo of the item you received and of the label on the parcel? We will then agree the next step with you.',
        factIds: [],
      });
      break;
    }
    case 'addressChange': {
      if (shipped) {
        const t = str(shipped.values.trackingNo);
        const carrier = str(shipped.values.carrier);
        const p = str(shipped.values.packageNo);
        out.push({
          text: zh
            ? `包裹 ${p} 已${carrier ? `由 ${carrier} ` : ''}发出${t ? `（运单号 ${t}）` : ''}，我们无法再修改收货地址；您可以凭运单号联系承运商咨询改派。`
            : `Parcel ${p} has already shipped${carrier ? ` with ${carrier}` : ''}${t ? ` (tracking number ${t})` : ''}, so we can no longer change its address ourselves; you may contact the carrier with the tracking number to ask about redirecting it.`,
          factIds: [shipped.id, ...(t ? [`tracking:${t}`] : [])],
        });
      } else {
        out.push(statusOfOrder);
        out.push({
          text: zh
            ? '请回复完整的新地址，我们会在发货前确认是否还能修改。'
            : 'Please reply with the complete new address, and we will check whether it can still be changed before dispatch.',
          factIds: [],
        });
      }
      break;
    }
    case 'cancel': {
      const cancelRefund = refunds.find((r) => r.values.cancelsOrder === true);
      if (shipped) {
        const t = str(shipped.values.trackingNo);
        out.push({
          text: zh
            ? `订单 ${orderNo} 已发货（包裹 ${str(shipped.values.packageNo)}${t ? `，运单号 ${t}` : ''}），无法再取消；收到后您可以联系我们申请退货。`
            : `Order ${orderNo} has already shipped (parcel ${str(shipped.values.packageNo)}${t ? `, tracking number ${t}` : ''}), so it can no longer be cancelled; once it arrives you can ask us for a return.`,
          factIds: ['order', shipped.id, ...(t ? [`tracking:${t}`] : [])],
        });
      } else if (cancelRefund) {
        out.push(refundSentence(cancelRefund, lang));
      } else {
        out.push(statusOfOrder);
        out.push({
          text: zh
            ? '我们已收到您的取消申请，团队核实后会通过邮件向您确认。'
            : 'We have received your cancellation request; our team will check it and confirm to you by e-mail.',
          factIds: [],
        });
      }
      break;
    }
    case 'complaint': {
      for (const p of parcels) out.push(parcelSentence(bundle, p, lang));
      for (const r of refunds) out.push(refundSentence(r, lang));
      for (const r of resends) out.push(resendSentence(r, lang));
      const earlier = bundle.facts.filter((f) => f.kind === 'case' && f.values.earlier === true);
      if (earlier.length) {
        const nos = earlier.map((c) => str(c.values.caseNumber)).join(zh ? '、' : ', ');
        out.push({
          text: zh
            ? `我们也看到了您之前的邮件（${nos}）。`
            : `We can also see your earlier messages (${nos}).`,
          factIds: earlier.map((c) => c.id),
        });
      }
      out.push({
        text: zh
          ? `您的问题已记录在工单 ${bundle.caseNumber} 中，我们的同事会亲自跟进。`
          : `Your message is recorded under case ${bundle.caseNumber}, and a member of our team will follow up with you personally.`,
        factIds: [`case:${bundle.caseNumber}`],
      });
      break;
    }
    default: {
      out.push({
        text: zh
          ? `订单 ${orderNo} 当前状态为${q(orderStatus, lang)}。`
          : `Order ${orderNo} is currently ${q(orderStatus, lang)}.`,
        factIds: ['order'],
      });
      out.push({
        text: zh
          ? '我们已收到您的邮件，正在处理，会尽快回复您。'
          : 'We have received your message and are looking into it; we will get back to you as soon as possible.',
        factIds: [],
      });
    }
  }
  return out;
}

/**
 * The suggested reply from the facts: greeting, the policy's template (its {placeholders} filled from the facts),
 * the intent's sentences, the agent's note, closing. Every figure comes from a fact the sentence cites.
 */
export function composeReply(
  bundle: FactsBundle,
  intent: AiIntent,
  options: { lang?: AiLang; policy?: AiReplyPolicyText | null } = {},
): Draft {
  const lang = options.lang ?? bundle.lang;
  const policy = options.policy ?? null;
  const zh = lang === 'zh';
  const warm = friendly(policy);
  const sentences: DraftSentence[] = [
    {
      text: zh ? (warm ? '亲爱的顾客，您好！' : '尊敬的客户，您好：') : warm ? 'Hi there,' : 'Dear customer,',
      factIds: [],
      breakAfter: true,
    },
  ];
  const bodySentences = body(bundle, intent, lang);
  const template = policy?.template.trim() ? fillTemplate(policy.template, bundle) : null;
  if (template) sentences.push({ ...template, breakAfter: true });
  bodySentences[bodySentences.length - 1]!.breakAfter = true;
  sentences.push(...bodySentences);
  const note = factById(bundle, 'note');
  if (note) sentences.push({ text: str(note.values.text)!, factIds: ['note'], breakAfter: true });
  sentences.push({
    text: zh ? '祝好！\n客服团队' : `${warm ? 'Best wishes' : 'Kind regards'},\nCustomer Service`,
    factIds: [],
  });
  return { lang, intent, sentences, text: draftText(sentences, lang) };
}

/** The case summary for the agent (abstract/ai): who asks what, the order, parcels, money and earlier cases. */
export function composeSummary(bundle: FactsBundle, intent: AiIntent, lang: AiLang): Draft {
  const zh = lang === 'zh';
  const customer = factById(bundle, 'customer');
  const order = factById(bundle, 'order');
  const out: DraftSentence[] = [];
  const vip = customer ? Number(customer.values.vipLevel ?? 0) : 0;
  const writes = customer?.values.language === 'zh' ? (zh ? '中文' : 'Chinese') : zh ? '英文' : 'English';
  out.push({
    text: zh
      ? `客户（VIP ${vip}，使用${writes}）询问：${aiIntentLabels[intent].zh}。`
      : `The customer (VIP ${vip}, writing in ${writes}) asks about: ${aiIntentLabels[intent].en}.`,
    factIds: customer ? ['customer'] : [],
  });
  if (!order) out.push({ text: zh ? '此工单未关联订单。' : 'No order is linked to this case.', factIds: [] });
  else {
    const total = amountOf(order, 'total');
    const day = str(order.values.orderedOn);
    out.push({
      text: zh
        ? `订单 ${str(order.values.orderNo)}（${str(order.values.platform)} / ${str(order.values.shop)}）：${status(order, 'orderStatus', lang)}，合计 ${total}${day ? `，下单于 ${day}` : ''}。`
        : `Order ${str(order.values.orderNo)} (${str(order.values.platform)} / ${str(order.values.shop)}): ${status(order, 'orderStatus', lang)}, total ${total}${day ? `, ordered ${day}` : ''}.`,
      factIds: ['order'],
    });
  }
  for (const p of factsOfKind(bundle, 'parcel')) out.push(parcelSentence(bundle, p, lang));
  for (const r of factsOfKind(bundle, 'refund')) out.push(refundSentence(r, lang));
  for (const r of factsOfKind(bundle, 'resend')) out.push(resendSentence(r, lang));
  for (const r of factsOfKind(bundle, 'return')) out.push(returnSentence(r, lang));
  const earlier = bundle.facts.filter((f) => f.kind === 'case' && f.values.earlier === true);
  if (earlier.length)
    out.push({
      text: zh
        ? `客户之前的工单：${earlier.map((c) => str(c.values.caseNumber)).join('、')}。`
        : `Earlier cases of the customer: ${earlier.map((c) => str(c.values.caseNumber)).join(', ')}.`,
      factIds: earlier.map((c) => c.id),
    });
  return { lang, intent, sentences: out, text: draftText(out, lang) };
}

/** The sentences of a text written elsewhere (a model's draft), split at sentence ends and blank lines. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])|\n{2,}/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A model's draft as cited sentences: each sentence cites the facts whose figures or labels it names. */
export function citedSentences(text: string, bundle: FactsBundle): DraftSentence[] {
  return sentencesOf(text).map((sentence) => {
    const ids = new Set<string>();
    for (const f of checkFigures(sentence, bundle)) for (const id of f.factIds) ids.add(id);
    for (const fact of bundle.facts)
      if (fact.kind !== 'customer' && fact.label.length >= 4 && sentence.includes(fact.label))
        ids.add(fact.id);
    return { text: sentence, factIds: [...ids], breakAfter: true };
  });
}

const factLine = (f: Fact) =>
  `[${f.id}] ${Object.entries(f.values)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}=${isFactMoney(v) ? factMoneyText(v) : String(v)}`)
    .join('; ')}`;

/** The system and user prompts of a model's draft: the facts bundle, the policy, the mail and the task. */
export function promptOf(
  bundle: FactsBundle,
  input: {
    kind: 'reply' | 'abstract';
    intent: AiIntent;
    lang: AiLang;
    mailText: string;
    policy: AiReplyPolicyText | null;
  },
): { system: string; prompt: string } {
  const language = input.lang === 'zh' ? 'Simplified Chinese' : 'English';
  const rules = [
    'You are a customer-service agent of an online shop.',
    'Use ONLY the facts listed below. Never write an order, parcel, tracking or refund number, or an amount, that is not in the facts.',
    'Never promise a refund, a replacement, a coupon or compensation that the facts do not show as approved.',
    input.policy?.mayPromise
      ? `What you may promise: ${input.policy.mayPromise}`
      : 'Promise nothing beyond the facts.',
    input.policy?.tone ? `Tone: ${input.policy.tone}.` : 'Tone: polite and concise.',
    `Write in ${language}. Plain text, no markdown, no placeholders.`,
  ];
  const task =
    input.kind === 'reply'
      ? `Write the reply e-mail to the customer's mail about: ${aiIntentLabels[input.intent].en}.${
          input.policy?.template ? `\nStart from this template: ${input.policy.template}` : ''
        }`
      : 'Summarise the case for the agent in at most five sentences: what the customer asks, the order, parcels, refunds and earlier cases.';
  const prompt = [
    'FACTS:',
    ...bundle.facts.map(factLine),
    '',
    "CUSTOMER'S MAIL:",
    input.mailText.slice(0, 6000),
    '',
    'TASK:',
    task,
  ].join('\n');
  return { system: rules.join('\n'), prompt };
}

/** What became of a suggested reply when the agent sent: the same text (whitespace aside) is 'sentAsIs'. */
export function outcomeOfSend(draft: string, sent: string): 'sentAsIs' | 'edited' {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  return norm(draft) === norm(sent) ? 'sentAsIs' : 'edited';
}
