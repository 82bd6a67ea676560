import {
  afterSalesQuestionLabel,
  assignMethods,
  orderLanguages,
  platforms,
  workOrderKinds,
} from '@backdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopOptions } from '../../../shared/api/list-shops';
import { useTeamOptions } from '../../../shared/api/list-team-options';
import { enumLabel, labelOf } from '../../../shared/enum-label';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import type { AssignRuleRow } from '../api/list-assign-rules';
import type { RuleSettingField } from '../assign-rule-changes';

/** Names of what a rule refers to by id (platforms, shops, teams, agents) and its settings as text. */
export type RuleTexts = {
  question: (key: string) => string;
  platform: (id: number) => string;
  shop: (id: number) => string;
  language: (code: string) => string;
  team: (id: number) => string;
  user: (id: number) => string;
  /** A setting's value as the change log shows it; an empty condition is "any". */
  value: (field: RuleSettingField, value: unknown) => string;
};

const idsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The texts of the rules on show: names come from the lookups, and from the rules themselves for their agents and teams. */
export function useRuleTexts(rules: readonly AssignRuleRow[]): RuleTexts {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const shops = useShopOptions();
  const teams = useTeamOptions();
  return useMemo(() => {
    const teamNames = new Map<number, string>();
    const userNames = new Map<number, string>();
    for (const r of rules) {
      if (r.teamId !== null && r.teamName)
        teamNames.set(r.teamId, localName({ name: r.teamName, enName: r.teamEnName }, lang));
      for (const a of r.agents) userNames.set(a.id, localName(a, lang));
    }
    for (const team of teams.data ?? []) teamNames.set(team.id, localName(team, lang));
    const texts: RuleTexts = {
      question: (key) => afterSalesQuestionLabel(key, lang),
      platform: (id) =>
        labelOf(
          platforms.find((p) => p.id === id),
          lang,
        ) || `#${id}`,
      shop: (id) => {
        const shop = shops.data?.find((s) => s.id === id);
        return shop ? `${shop.name} (${shop.site})` : `#${id}`;
      },
      language: (code) => enumLabel(orderLanguages, code, lang),
      team: (id) => teamNames.get(id) ?? `#${id}`,
      user: (id) => userNames.get(id) ?? `#${id}`,
      value: (field, value) => {
        const list = (names: string[]) => (names.length ? names.join(', ') : t('assignRules.any'));
        switch (field) {
          case 'kind':
            return enumLabel(workOrderKinds, value as number, lang);
          case 'method':
            return enumLabel(assignMethods, value as number, lang);
          case 'questions':
            return list(idsOf(value).map((k) => texts.question(String(k))));
          case 'platformIds':
            return list(idsOf(value).map((id) => texts.platform(Number(id))));
          case 'shopIds':
            return list(idsOf(value).map((id) => texts.shop(Number(id))));
          case 'langs':
            return list(idsOf(value).map((c) => texts.language(String(c))));
          case 'userIds':
            return (
              idsOf(value)
                .map((id) => texts.user(Number(id)))
                .join(', ') || '—'
            );
          case 'teamId':
            return value === null || value === undefined ? '—' : texts.team(Number(value));
          case 'followSchedule':
          case 'enabled':
            return value ? t('assignRules.yes') : t('assignRules.no');
          default:
            return value === null || value === undefined ? '—' : String(value);
        }
      },
    };
    return texts;
  }, [rules, teams.data, shops.data, lang, t]);
}
