import { MAIL_REPLY_HOURS } from '../mail/mail-vocabulary.js';
import {
  COD_BAND_HOURS,
  COD_CONFIRM_HOURS,
  COD_WARN_HOURS,
  type CodConfirmationWindow,
} from './cod-confirmation.js';

// No zod here: the order and work-order lists read these windows without loading it (the call's schemas are in
// monitor-wire.ts).

/*
 * The dashboard's monitoring windows (spec 1 §3.7 "monitoring metrics for escalations, e-mail and cash-on-delivery
 * orders", §9 "Dashboard windows"): each metric counts the records inside one time window, computed from `now` (and
 * the viewer's time zone for month-to-date), and opens the list that shows exactly those records.
 *
 * A window is written as a due time and the time left before it: a record is overdue once its due time has
 * passed (due < now); "a warning at h hours left" holds while 0 <= due - now <= h, so it includes the shorter
 * warnings (the 2-hour ones are among the 4-hour ones) and never an overdue record.
 */

const HOUR_MS = 3_600_000;

/** Pending counts look back three calendar months (spec 1 §9). */
export const MONITOR_PENDING_MONTHS = 3;
/** Escalation work orders: warnings at 4 h and 2 h left before their SLA due time (spec 1 §9). */
export const ESCALATION_WARN_HOURS = [4, 2] as const;
/** E-mail: overdue when unreplied MAIL_REPLY_HOURS (24 h) after it arrived, warnings at 4 h and 2 h left (spec 1 §9). */
export const MAIL_WARN_HOURS = [4, 2] as const;
/** E-mail waiting for a reply 14 h and 16 h (spec 1 §9). */
export const MAIL_WAITING_HOURS = [14, 16] as const;
/** E-mail replied 24 to 48 h, and over 48 h, after it arrived (spec 1 §9). */
export const MAIL_REPLY_BANDS = [
  [24, 48],
  [48, null],
] as const;

/** The lists the metrics open (spec 3 §2 routes). */
export const WORK_ORDER_CENTRE_PATH = '/workOrderCenter/work-order-center';

/**
 * A time window on one field of a record: from <= value, and value < to (or value <= to when `toIncluded`). A null
 * end is open.
 */
export type TimeBounds = {
  field: 'createdAt' | 'dueAt' | 'finishedAt' | 'receivedAt';
  from: Date | null;
  to: Date | null;
  toIncluded: boolean;
};

/** Is a value inside a window? */
export function isInBounds(bounds: Omit<TimeBounds, 'field'>, value: Date | string | null): boolean {
  if (value === null) return false;
  const t = new Date(value).getTime();
  if (bounds.from && t < bounds.from.getTime()) return false;
  if (bounds.to) {
    const to = bounds.to.getTime();
    if (bounds.toIncluded ? t > to : t >= to) return false;
  }
  return true;
}

/** `months` calendar months before `now` (the 31st goes to the shorter month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The first moment of the month `now` falls in, in a zone `offsetMinutes` east of UTC. */
export function monthStartIn(now: Date, offsetMinutes: number): Date {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMinutes * 60_000);
}

/** Created in the last three months: the look-back of every pending count. */
export const pendingBounds = (now: Date): TimeBounds => ({
  field: 'createdAt',
  from: monthsBefore(now, MONITOR_PENDING_MONTHS),
  to: null,
  toIncluded: false,
});

/** Due within the next `hours` and not yet overdue: now <= due <= now + hours. */
export const dueWithinBounds = (now: Date, hours: number): TimeBounds => ({
  field: 'dueAt',
  from: now,
  to: new Date(now.getTime() + hours * HOUR_MS),
  toIncluded: true,
});

/** Past its due time: due < now. */
export const overdueBounds = (now: Date): TimeBounds => ({
  field: 'dueAt',
  from: null,
  to: now,
  toIncluded: false,
});

/** Finished since the first of the month, in the viewer's zone. */
export const monthToDateBounds = (now: Date, offsetMinutes: number): TimeBounds => ({
  field: 'finishedAt',
  from: monthStartIn(now, offsetMinutes),
  to: null,
  toIncluded: false,
});

/**
 * The placing times of unconfirmed COD orders in a window: the order is due 72 h after it was placed; the 48–72 h
 * band is the last 24 h before that; overdue ones are looked for in the last three months.
 */
export function codConfirmationBounds(window: CodConfirmationWindow, now: Date): TimeBounds {
  const dueFrom = new Date(now.getTime() - COD_CONFIRM_HOURS * HOUR_MS);
  const placedHoursAgo = (h: number) => new Date(now.getTime() - h * HOUR_MS);
  switch (window) {
    case 'overdue':
      return {
        field: 'createdAt',
        from: monthsBefore(now, MONITOR_PENDING_MONTHS),
        to: dueFrom,
        toIncluded: false,
      };
    case 'due9h':
    case 'due5h': {
      const left = window === 'due9h' ? COD_WARN_HOURS[0] : COD_WARN_HOURS[1];
      return {
        field: 'createdAt',
        from: dueFrom,
        to: placedHoursAgo(COD_CONFIRM_HOURS - left),
        toIncluded: true,
      };
    }
    case 'age48to72h':
      return { field: 'createdAt', from: dueFrom, to: placedHoursAgo(COD_BAND_HOURS[0]), toIncluded: true };
  }
}

/** The windows of the e-mail metrics on the arrival time of unreplied mail (issue 14 counts them). */
export function unrepliedMailBounds(
  window: 'overdue' | 'due4h' | 'due2h' | 'waiting14h' | 'waiting16h',
  now: Date,
): TimeBounds {
  const ago = (h: number) => new Date(now.getTime() - h * HOUR_MS);
  const dueFrom = ago(MAIL_REPLY_HOURS);
  switch (window) {
    case 'overdue':
      return {
        field: 'receivedAt',
        from: monthsBefore(now, MONITOR_PENDING_MONTHS),
        to: dueFrom,
        toIncluded: false,
      };
    case 'due4h':
    case 'due2h': {
      const left = window === 'due4h' ? MAIL_WARN_HOURS[0] : MAIL_WARN_HOURS[1];
      return { field: 'receivedAt', from: dueFrom, to: ago(MAIL_REPLY_HOURS - left), toIncluded: true };
    }
    case 'waiting14h':
    case 'waiting16h': {
      const waited = window === 'waiting14h' ? MAIL_WAITING_HOURS[0] : MAIL_WAITING_HOURS[1];
      return { field: 'receivedAt', from: dueFrom, to: ago(waited), toIncluded: true };
    }
  }
}

/** A reply's delay in hours falls in a band [from, to) (to null: no end). */
export function isReplyDelayInBand(
  receivedAt: Date | string,
  repliedAt: Date | string,
  band: readonly [number, number | null],
): boolean {
  const hours = (new Date(repliedAt).getTime() - new Date(receivedAt).getTime()) / HOUR_MS;
  return hours >= band[0] && (band[1] === null || hours < band[1]);
}

export const monitorGroups = ['workOrders', 'escalations', 'cod', 'mail'] as const;
export type MonitorGroup = (typeof monitorGroups)[number];

/**
 * The monitoring metrics with their names and definitions (the tooltip), in the order the dashboard shows them.
 * `needs` is the permission code whose holders see the group.
 */
export const monitorMetrics = [
  {
    key: 'workOrdersPending',
    group: 'workOrders',
    zh: '待处理工单（近 3 个月）',
    en: 'Pending work orders (3 months)',
    tipZh: '未关闭、未解决，且在近 3 个月内创建的工单，按状态分列。',
    tipEn: 'Work orders neither closed nor solved, created in the last 3 months; by status below.',
  },
  {
    key: 'workOrdersClosedThisMonth',
    group: 'workOrders',
    zh: '本月已关闭/解决',
    en: 'Closed or solved this month',
    tipZh: '本月 1 日 0 点（你的时区）以来关闭或解决的工单。',
    tipEn: 'Work orders closed or solved since the 1st of this month, 00:00 in your time zone.',
  },
  {
    key: 'escalationsDue4h',
    group: 'escalations',
    zh: '升级工单 4 小时内到期',
    en: 'Escalations due within 4 h',
    tipZh: '未完结的升级工单，距 SLA 截止不超过 4 小时且尚未超时（含 2 小时内到期的）。',
    tipEn:
      'Open escalation work orders with at most 4 h left before their SLA due time, not yet overdue (includes those due within 2 h).',
  },
  {
    key: 'escalationsDue2h',
    group: 'escalations',
    zh: '升级工单 2 小时内到期',
    en: 'Escalations due within 2 h',
    tipZh: '未完结的升级工单，距 SLA 截止不超过 2 小时且尚未超时。',
    tipEn: 'Open escalation work orders with at most 2 h left before their SLA due time, not yet overdue.',
  },
  {
    key: 'escalationsOverdue',
    group: 'escalations',
    zh: '升级工单已超时',
    en: 'Escalations overdue',
    tipZh: '未完结且已过 SLA 截止时间的升级工单。',
    tipEn: 'Open escalation work orders past their SLA due time.',
  },
  {
    key: 'codAge48to72h',
    group: 'cod',
    zh: '货到付款待确认 48–72 小时',
    en: 'COD to confirm, 48–72 h',
    tipZh: '货到付款、状态为待确认，下单已 48 至 72 小时（尚未超时）的订单。',
    tipEn: 'Cash-on-delivery orders still to confirm, placed 48 to 72 hours ago (not yet overdue).',
  },
  {
    key: 'codDue9h',
    group: 'cod',
    zh: '货到付款确认剩 9 小时',
    en: 'COD confirmation, 9 h left',
    tipZh: '货到付款待确认订单，距 72 小时确认时限不超过 9 小时（含剩 5 小时的）。',
    tipEn:
      'Cash-on-delivery orders still to confirm with at most 9 h left of their 72 h (includes those with 5 h left).',
  },
  {
    key: 'codDue5h',
    group: 'cod',
    zh: '货到付款确认剩 5 小时',
    en: 'COD confirmation, 5 h left',
    tipZh: '货到付款待确认订单，距 72 小时确认时限不超过 5 小时。',
    tipEn: 'Cash-on-delivery orders still to confirm with at most 5 h left of their 72 h.',
  },
  {
    key: 'codOverdue',
    group: 'cod',
    zh: '货到付款确认超时',
    en: 'COD confirmation overdue',
    tipZh: '下单超过 72 小时仍待确认的货到付款订单（近 3 个月下单）。',
    tipEn:
      'Cash-on-delivery orders still to confirm more than 72 h after they were placed (placed in the last 3 months).',
  },
  {
    key: 'mailOverdue',
    group: 'mail',
    zh: '邮件超 24 小时未回复',
    en: 'E-mail unreplied over 24 h',
    tipZh: '收到超过 24 小时仍未回复的客户邮件。',
    tipEn: 'Customer e-mail still unreplied 24 h after it arrived.',
  },
  {
    key: 'mailDue4h',
    group: 'mail',
    zh: '邮件回复剩 4 小时',
    en: 'E-mail reply, 4 h left',
    tipZh: '未回复的邮件，距 24 小时回复时限不超过 4 小时。',
    tipEn: 'Unreplied e-mail with at most 4 h left of its 24 h.',
  },
  {
    key: 'mailDue2h',
    group: 'mail',
    zh: '邮件回复剩 2 小时',
    en: 'E-mail reply, 2 h left',
    tipZh: '未回复的邮件，距 24 小时回复时限不超过 2 小时。',
    tipEn: 'Unreplied e-mail with at most 2 h left of its 24 h.',
  },
  {
    key: 'mailWaiting14h',
    group: 'mail',
    zh: '邮件待回复超 14 小时',
    en: 'E-mail waiting over 14 h',
    tipZh: '已等待回复 14 小时以上、尚未超过 24 小时的邮件。',
    tipEn: 'E-mail waiting for a reply 14 h or more, not yet 24 h.',
  },
  {
    key: 'mailWaiting16h',
    group: 'mail',
    zh: '邮件待回复超 16 小时',
    en: 'E-mail waiting over 16 h',
    tipZh: '已等待回复 16 小时以上、尚未超过 24 小时的邮件。',
    tipEn: 'E-mail waiting for a reply 16 h or more, not yet 24 h.',
  },
  {
    key: 'mailReplied24to48h',
    group: 'mail',
    zh: '邮件 24–48 小时内回复',
    en: 'E-mail replied in 24–48 h',
    tipZh: '本月回复、回复用时 24 至 48 小时的邮件。',
    tipEn: 'E-mail replied this month, 24 to 48 h after it arrived.',
  },
  {
    key: 'mailRepliedOver48h',
    group: 'mail',
    zh: '邮件超 48 小时回复',
    en: 'E-mail replied after 48 h',
    tipZh: '本月回复、回复用时超过 48 小时的邮件。',
    tipEn: 'E-mail replied this month, more than 48 h after it arrived.',
  },
] as const satisfies readonly {
  key: string;
  group: MonitorGroup;
  zh: string;
  en: string;
  tipZh: string;
  tipEn: string;
}[];
export type MonitorMetricKey = (typeof monitorMetrics)[number]['key'];

/** The permission code whose holders see a group: work orders (e-mail is answered in work orders), orders. */
export const monitorGroupNeeds: Record<MonitorGroup, string> = {
  workOrders: 'workOrder.view',
  escalations: 'workOrder.view',
  cod: 'order.view',
  mail: 'workOrder.view',
};

/** Why a metric reads no number: mail is not stored yet (issue 14). */
export const monitorUnavailableReasons = ['mailNotYet'] as const;
export type MonitorUnavailableReason = (typeof monitorUnavailableReasons)[number];

/** A metric's name or definition in a language. */
export function monitorMetricText(key: MonitorMetricKey, lang: 'zh' | 'en', part: 'name' | 'tip'): string {
  const m = monitorMetrics.find((x) => x.key === key)!;
  if (part === 'name') return m[lang];
  return lang === 'zh' ? m.tipZh : m.tipEn;
}

/**
 * The window a metric counts in, at `now` for a viewer `offsetMinutes` east of UTC (month-to-date only); the
 * e-mail windows are on the mail's arrival. Null for the reply-delay bands, which are not a window on one time.
 */
export function monitorBounds(key: MonitorMetricKey, now: Date, offsetMinutes: number): TimeBounds | null {
  switch (key) {
    case 'workOrdersPending':
      return pendingBounds(now);
    case 'workOrdersClosedThisMonth':
      return monthToDateBounds(now, offsetMinutes);
    case 'escalationsDue4h':
      return dueWithinBounds(now, ESCALATION_WARN_HOURS[0]);
    case 'escalationsDue2h':
      return dueWithinBounds(now, ESCALATION_WARN_HOURS[1]);
    case 'escalationsOverdue':
      return overdueBounds(now);
    case 'codAge48to72h':
    case 'codDue9h':
    case 'codDue5h':
    case 'codOverdue':
      return codConfirmationBounds(codWindowOf[key], now);
    case 'mailOverdue':
      return unrepliedMailBounds('overdue', now);
    case 'mailDue4h':
      return unrepliedMailBounds('due4h', now);
    case 'mailDue2h':
      return unrepliedMailBounds('due2h', now);
    case 'mailWaiting14h':
      return unrepliedMailBounds('waiting14h', now);
    case 'mailWaiting16h':
      return unrepliedMailBounds('waiting16h', now);
    case 'mailReplied24to48h':
    case 'mailRepliedOver48h':
      return null;
  }
}

/** The COD window of each COD metric. */
export const codWindowOf = {
  codAge48to72h: 'age48to72h',
  codDue9h: 'due9h',
  codDue5h: 'due5h',
  codOverdue: 'overdue',
} as const satisfies Record<Extract<MonitorMetricKey, `cod${string}`>, CodConfirmationWindow>;

/** The COD metric of each window. */
export const codMetricOf = {
  age48to72h: 'codAge48to72h',
  due9h: 'codDue9h',
  due5h: 'codDue5h',
  overdue: 'codOverdue',
} as const satisfies Record<CodConfirmationWindow, MonitorMetricKey>;

// --- the addresses the metrics open -------------------------------------------------------------------------

/** What a work-order list reads from its address (`?handled=any&kind=7&status=1,2&dueWithin=2`). */
export type WorkOrderAddressFilter = {
  handled?: 'mine' | 'any';
  kind?: number;
  statuses?: number[];
  overdue?: boolean;
  /** Due within this many hours, not yet overdue. */
  dueWithinHours?: number;
  /** Created in the last this many months. */
  createdWithinMonths?: number;
  /** Finished since the first of the month (in the viewer's zone). */
  finishedThisMonth?: boolean;
};

type Params = { get(name: string): string | null };
const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/*
 * The work-order values the windows use, written here rather than imported (the order list's schema imports this
 * module, and the work orders' rules reach the refunds, which reach the orders): the test holds them equal to
 * work-orders' ESCALATION and ticket statuses.
 */
/** Work-order kind 7: escalation tickets. */
export const MONITOR_ESCALATION_KIND = 7;
/** Ticket statuses 1–8 are open; 9 closed and 10 solved are finished. */
export const MONITOR_OPEN_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MONITOR_FINISHED_STATUSES = [9, 10] as const;

export type WorkOrderMetricKey = Extract<MonitorMetricKey, `workOrders${string}` | `escalations${string}`>;

/** What each work-order metric lists: the caller's whole scope (`handled=any`), filtered by its window. */
export const workOrderMetricFilters: Record<WorkOrderMetricKey, WorkOrderAddressFilter> = {
  workOrdersPending: {
    handled: 'any',
    statuses: [...MONITOR_OPEN_STATUSES],
    createdWithinMonths: MONITOR_PENDING_MONTHS,
  },
  workOrdersClosedThisMonth: {
    handled: 'any',
    statuses: [...MONITOR_FINISHED_STATUSES],
    finishedThisMonth: true,
  },
  escalationsDue4h: {
    handled: 'any',
    kind: MONITOR_ESCALATION_KIND,
    dueWithinHours: ESCALATION_WARN_HOURS[0],
  },
  escalationsDue2h: {
    handled: 'any',
    kind: MONITOR_ESCALATION_KIND,
    dueWithinHours: ESCALATION_WARN_HOURS[1],
  },
  escalationsOverdue: { handled: 'any', kind: MONITOR_ESCALATION_KIND, overdue: true },
};

/**
 * A work-order list's search filters for an address filter: "finished this month" becomes the first moment of the
 * month in the viewer's zone, so the list and the dashboard read the same window.
 */
export function workOrderSearchOf(f: WorkOrderAddressFilter, now: Date, offsetMinutes: number) {
  return {
    handled: f.handled ?? 'any',
    kind: f.kind,
    statuses: f.statuses,
    overdue: f.overdue,
    dueWithinHours: f.dueWithinHours,
    createdWithinMonths: f.createdWithinMonths,
    finishedFrom: f.finishedThisMonth ? monthStartIn(now, offsetMinutes) : undefined,
  };
}

/** The address of a work-order list filtered this way. */
export function workOrderListAddress(path: string, f: WorkOrderAddressFilter): string {
  const q: string[] = [];
  if (f.handled) q.push(`handled=${f.handled}`);
  if (f.kind) q.push(`kind=${f.kind}`);
  if (f.statuses?.length) q.push(`status=${f.statuses.join(',')}`);
  if (f.overdue) q.push('overdue=1');
  if (f.dueWithinHours) q.push(`dueWithin=${f.dueWithinHours}`);
  if (f.createdWithinMonths) q.push(`createdWithin=${f.createdWithinMonths}`);
  if (f.finishedThisMonth) q.push('finished=month');
  return q.length ? `${path}?${q.join('&')}` : path;
}

/** The statuses a list's address asks for (`status=1,2`); what is not a number is left out. */
export function addressStatuses(params: Params): number[] {
  return (params.get('status') ?? '')
    .split(',')
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

/** The filter a work-order list's address asks for; what it does not understand is left out. */
export function workOrderAddressFilterOf(params: Params): WorkOrderAddressFilter {
  const handled = params.get('handled');
  const statuses = addressStatuses(params);
  const f: WorkOrderAddressFilter = {};
  if (handled === 'mine' || handled === 'any') f.handled = handled;
  const kind = positive(params.get('kind'));
  if (kind) f.kind = kind;
  if (statuses.length) f.statuses = statuses;
  if (params.get('overdue') === '1') f.overdue = true;
  const due = positive(params.get('dueWithin'));
  if (due) f.dueWithinHours = due;
  const created = positive(params.get('createdWithin'));
  if (created) f.createdWithinMonths = created;
  if (params.get('finished') === 'month') f.finishedThisMonth = true;
  return f;
}
