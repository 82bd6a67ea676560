import {
  AI_POLICY_LANGS,
  aiActionKinds,
  aiActionReasons,
  aiGenerationKinds,
  aiOutcomes,
  aiPolicyStatuses,
  batchEventRefundTypes,
  codConfirmationWindows,
  mailLanguageSources,
  monitorGroups,
  monitorUnavailableReasons,
  orderAmountFields,
  orderTimeRanges,
  outboundMailStatuses,
  paypalMessageSources,
  permissionCatalogue,
  permissionTags,
  searchDataSources,
  searchTypes,
} from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { weekdayKeys } from '../features/work-orders/components/weekdays';
import { enAreas } from './areas/en';
import { zhAreas } from './areas/zh';
import { en as enCore } from './en';
import { zh as zhCore } from './zh';

// every text: the core (start) texts and the feature areas' (added by the signed-in screens)
const en = { ...enCore, ...enAreas };
const zh = { ...zhCore, ...zhAreas };

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** Keys the screens build from domain lists (t(`orders.amount.${field}`) ...). */
const built = [
  ...[...orderAmountFields, 'discountAmount', 'totalAmount', 'depositAmount'].map(
    (f) => `orders.amount.${f}`,
  ),
  ...orderAmountFields.map((f) => `refunds.amountFields.${f}`),
  // the refund status changes' confirmations (the question itself has English plural forms)
  ...['review', 'complete'].map((change) => `refunds.confirm.${change}Hint`),
  ...orderTimeRanges.map((r) => `orderFilters.times.${r}`),
  ...orderTimeRanges.map((r) => `packages.times.${r}`),
  ...searchTypes.map((s) => `search.types.${s}`),
  ...searchDataSources.map((s) => `search.scopes.${s}`),
  // the role editor: a table per permission group, a scope per tag (shared/history tests the history's texts)
  ...[...new Set(permissionCatalogue.map((p) => p.group))].map((group) => `roles.groups.${group}`),
  ...permissionTags.map((tag) => `roles.tags.${tag}`),
  // the message centre's sources
  ...paypalMessageSources.map((s) => `messages.sources.${s}`),
  // the dashboard's monitoring: its groups, the fields its windows read, why a metric is not counted
  ...monitorGroups.map((g) => `dashboard.monitor.groups.${g}`),
  ...['createdAt', 'dueAt', 'finishedAt', 'receivedAt'].map((f) => `dashboard.monitor.fields.${f}`),
  ...monitorUnavailableReasons.map((r) => `dashboard.monitor.reasons.${r}`),
  ...codConfirmationWindows.map((w) => `orderFilters.codWindows.${w}`),
  // the mail case's reply language: where it came from
  ...mailLanguageSources.map((s) => `mailCases.languageSources.${s}`),
  // the batch event's refund types and where a row's mail is in the outbox
  ...batchEventRefundTypes.map((r) => `batchEvents.refundTypes.${r}`),
  ...outboundMailStatuses.map((s) => `batchEvents.outcome.mail.${s}`),
  // the schedule's days, Monday first
  ...weekdayKeys.flatMap((day) => [`schedule.weekdays.${day}`, `schedule.weekdaysShort.${day}`]),
  // the AI reply policies' statuses and languages
  ...aiPolicyStatuses.map((s) => `aiPolicies.statuses.${s}`),
  ...AI_POLICY_LANGS.map((l) => `aiPolicies.langs.${l}`),
  // the suggested actions' buttons and reasons, the create log's kinds and outcomes
  ...aiActionKinds.map((k) => `aiAssist.actions.${k}`),
  ...aiActionReasons.map((r) => `aiAssist.actions.reasons.${r}`),
  ...aiGenerationKinds.map((k) => `aiCreateLog.kinds.${k}`),
  ...aiOutcomes.map((o) => `aiCreateLog.outcomes.${o}`),
];

describe('keys built from domain lists', () => {
  it.each(built)('%s exists in zh and en', (key) => {
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(zh, key)).toBe('string');
  });
});
