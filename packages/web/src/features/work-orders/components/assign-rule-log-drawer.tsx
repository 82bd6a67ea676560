import { ArrowRightOutlined } from '@ant-design/icons';
import { Drawer, Empty, Flex, Pagination, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import { type AssignRuleLogRow, useAssignRuleLog } from '../api/list-assign-rule-log';
import type { AssignRuleRow } from '../api/list-assign-rules';
import { changedFields, type RuleSettingField } from '../assign-rule-changes';
import type { RuleTexts } from './rule-texts';

const PAGE_SIZE = 20;

const fieldLabel: Record<RuleSettingField, string> = {
  name: 'assignRules.name',
  kind: 'assignRules.kind',
  sort: 'assignRules.sort',
  questions: 'assignRules.questions',
  platformIds: 'assignRules.platforms',
  shopIds: 'assignRules.shops',
  langs: 'assignRules.langs',
  method: 'assignRules.method',
  teamId: 'assignRules.team',
  userIds: 'assignRules.agents',
  followSchedule: 'assignRules.followSchedule',
  enabled: 'assignRules.enabled',
};

/** The change log of a rule, newest first: who changed what, when, each setting before → after. */
export function AssignRuleLogDrawer({
  rule,
  texts,
  onClose,
}: {
  rule: AssignRuleRow | null;
  texts: RuleTexts;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const [pageIndex, setPageIndex] = useState(1);
  const log = useAssignRuleLog(rule?.id ?? null, { pageIndex, pageSize: PAGE_SIZE });
  const rows = log.data?.list ?? [];

  const entry = (row: AssignRuleLogRow) => {
    const fields = changedFields(row.before, row.after);
    const who = row.userName ? localName({ name: row.userName, enName: row.userEnName }, lang) : '';
    return {
      key: row.id,
      children: (
        <Flex vertical gap={4}>
          <Flex gap={8} align="baseline" wrap>
            <Tag color={row.action === 'add' ? 'green' : 'blue'}>
              {row.action === 'add' ? t('assignRules.actions.add') : t('assignRules.actions.edit')}
            </Tag>
            <Typography.Text strong>{who}</Typography.Text>
            <Typography.Text type="secondary">{formatTime(row.at)}</Typography.Text>
          </Flex>
          {fields.length === 0 ? (
            <Typography.Text type="secondary">{t('assignRules.noChange')}</Typography.Text>
          ) : null}
          {fields.map((field) => (
            <Flex key={field} gap={6} align="baseline" wrap data-field={field}>
              <Typography.Text type="secondary">{t(fieldLabel[field])}:</Typography.Text>
              {row.before ? (
                <>
                  <Typography.Text delete>{texts.value(field, row.before[field])}</Typography.Text>
                  <ArrowRightOutlined aria-hidden style={{ fontSize: 11 }} />
                </>
              ) : null}
              <Typography.Text>{texts.value(field, row.after[field])}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      ),
    };
  };

  return (
    <Drawer
      open={rule !== null}
      title={rule ? t('assignRules.logTitle', { name: rule.name }) : ''}
      size={560}
      onClose={onClose}
      afterOpenChange={(opened) => !opened && setPageIndex(1)}
    >
      <Spin spinning={log.isFetching}>
        {rows.length === 0 && !log.isFetching ? (
          <Empty description={t('assignRules.noLog')} />
        ) : (
          <Timeline items={rows.map(entry)} />
        )}
        {(log.data?.total ?? 0) > PAGE_SIZE ? (
          <Pagination
            size="small"
            align="end"
            current={pageIndex}
            pageSize={PAGE_SIZE}
            total={log.data?.total ?? 0}
            showSizeChanger={false}
            onChange={setPageIndex}
          />
        ) : null}
      </Spin>
    </Drawer>
  );
}
