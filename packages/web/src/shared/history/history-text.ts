import {
  codedHistoryValue,
  type HistoryEvent,
  type HistoryParamKind,
  historyMoneyCurrency,
  historyParamKind,
  historyParamsOf,
  isCodedHistoryKind,
  isHistoryCode,
  type Lang,
  storedHistoryEvent,
} from '@backdesk/domain';
import { moneyText } from '@backdesk/domain/currency';
import type { TFunction } from 'i18next';

/** A stored history entry as the server answers it. */
export type StoredHistoryEntry = {
  action: string;
  params: Record<string, unknown> | null;
  detail: string | null;
};

/** An entry in the reader's language: the event's name, and its sentence (or an older row's stored text). */
export type HistoryText = { name: string; detail: string | null };

const listSeparator: Record<Lang, string> = { en: ', ', zh: '、' };

/** One parameter's value as the reader reads it: labels for coded values, money in its currency's places. */
function valueText(
  event: HistoryEvent,
  param: string,
  kind: HistoryParamKind,
  t: TFunction,
  lang: Lang,
): string {
  const params = event.params as Record<string, unknown>;
  const value = params[param];
  if (isCodedHistoryKind(kind)) return codedHistoryValue(kind, value as string | number, lang);
  switch (kind) {
    case 'money': {
      const currency = historyMoneyCurrency(event.code, param);
      return moneyText(String(value), currency ? (params[currency] as string) : null);
    }
    case 'list':
      return (value as (string | number)[]).join(listSeparator[lang]);
    case 'onOff':
      return t(value ? 'orderHistory.values.on' : 'orderHistory.values.off');
    case 'flag':
      return '';
    default:
      return String(value);
  }
}

/** Is an optional parameter there (not null, not false, not an empty list)? */
const present = (value: unknown) =>
  value !== null && value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/**
 * The sentence of an event in the reader's language: its text with each parameter in the reader's words; an
 * optional parameter adds its own clause only when the event has it.
 */
export function historyDetail(event: HistoryEvent, t: TFunction, lang: Lang): string | null {
  const specs = historyParamsOf(event.code);
  if (!specs.length) return null;
  const params = event.params as Record<string, unknown>;
  const values: Record<string, string | number> = {};
  for (const [name, spec] of specs) {
    const { kind, optional } = historyParamKind(spec);
    if (!optional) values[name] = valueText(event, name, kind, t, lang);
    else
      values[name] = present(params[name])
        ? t(`orderHistory.clauses.${event.code}.${name}`, { value: valueText(event, name, kind, t, lang) })
        : '';
  }
  // an event's count is its text's {{count}}, which picks the plural form of an English text ('1 line', '2 lines')
  const count = specs.find(([, spec]) => spec === 'count');
  if (count) values.count = params[count[0]] as number;
  return t(`orderHistory.details.${event.code}`, values).trim();
}

/** A stored entry in the reader's language; a row written before the catalogue keeps its stored text. */
export function historyText(entry: StoredHistoryEntry, t: TFunction, lang: Lang): HistoryText {
  const name = isHistoryCode(entry.action)
    ? t(`orderHistory.names.${entry.action}`)
    : t('orderHistory.other');
  const event = storedHistoryEvent(entry.action, entry.params);
  return { name, detail: event ? historyDetail(event, t, lang) : entry.detail };
}
