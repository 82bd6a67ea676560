import { errorText, MAIL_REPLY_INFO_MAX_DAYS, mailReplyInfoProblem } from '@backdesk/domain';
import { Alert, DatePicker, Flex, Form, Modal, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { offsetMinutesOf } from '../../../shared/time/format-time';
import { type MailReplyInfo, useMailReplyInfo } from '../api/mail-cases-api';

type Agent = MailReplyInfo['agents'][number];
type Figures = MailReplyInfo['total'];

/** "5h 12m" / "5 小时 12 分" of a reply time, "—" without one. */
function duration(ms: number | null, lang: 'zh' | 'en') {
  if (ms === null) return '—';
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return lang === 'zh' ? `${h} 小时 ${m} 分` : `${h}h ${m}m`;
}

/**
 * The reply statistics of the inbox (getCsEmailWorkReplyInfor): for the chosen days (at most 31, the last 7 by
 * default) the replies written from the cases the reader reaches, per agent and for everyone: replies, cases
 * answered, average reply time, replies within 24 h and late ones, and each agent's replies per day.
 */
export function MailReplyInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().subtract(6, 'day').startOf('day'),
    dayjs().endOf('day'),
  ]);
  const input = {
    timeFrom: range[0].startOf('day').toISOString(),
    timeTo: range[1].endOf('day').toISOString(),
    offsetMinutes: offsetMinutesOf(timeZone),
  };
  const problem = mailReplyInfoProblem(input.timeFrom, input.timeTo);
  const info = useMailReplyInfo(open && !problem ? input : null);
  const within24 = (f: Figures) => f.within.find((w) => w.hours === 24)?.count ?? 0;
  const name = (a: Agent) => (lang === 'en' ? (a.enName ?? a.name) : a.name) ?? `#${a.userId}`;

  const columns = [
    { key: 'agent', title: t('mailCases.replyInfo.agent'), render: (a: Agent) => name(a) },
    {
      key: 'replies',
      title: t('mailCases.replyInfo.replies'),
      dataIndex: 'replies',
      align: 'right' as const,
    },
    { key: 'cases', title: t('mailCases.replyInfo.cases'), dataIndex: 'cases', align: 'right' as const },
    {
      key: 'average',
      title: t('mailCases.replyInfo.average'),
      render: (a: Agent) => duration(a.averageReplyMs, lang),
    },
    {
      key: 'within24',
      title: t('mailCases.replyInfo.within24'),
      align: 'right' as const,
      render: (a: Agent) => `${within24(a)} / ${a.answered}`,
    },
    {
      key: 'late',
      title: t('mailCases.replyInfo.late'),
      align: 'right' as const,
      render: (a: Agent) => (a.late ? <Typography.Text type="danger">{a.late}</Typography.Text> : 0),
    },
    {
      key: 'days',
      title: t('mailCases.replyInfo.perDay'),
      render: (a: Agent) => a.days.map((d) => `${d.day.slice(5)}: ${d.replies}`).join(' · '),
    },
  ];

  const total = info.data?.total;
  return (
    <Modal open={open} title={t('mailCases.replyInfo.title')} onCancel={onClose} footer={null} width={960}>
      <Flex vertical gap={12}>
        <Form layout="inline">
          <Form.Item
            label={t('mailCases.range')}
            htmlFor="mail-reply-range"
            validateStatus={problem ? 'error' : undefined}
            help={problem ? errorText(problem.name, lang, problem.params) : undefined}
          >
            <DatePicker.RangePicker
              id="mail-reply-range"
              allowClear={false}
              value={range}
              onChange={(v) => (v?.[0] && v[1] ? setRange([v[0], v[1]]) : undefined)}
            />
          </Form.Item>
          <Typography.Text type="secondary">
            {t('mailCases.replyInfo.maxDays', { days: MAIL_REPLY_INFO_MAX_DAYS })}
          </Typography.Text>
        </Form>
        {info.isError ? <Alert type="warning" showIcon message={t('mailCases.replyInfo.failed')} /> : null}
        {total ? (
          <Flex role="group" aria-label={t('mailCases.replyInfo.total')} gap={24} wrap>
            <span>{t('mailCases.replyInfo.totalReplies', { count: total.replies })}</span>
            <span>{t('mailCases.replyInfo.totalCases', { count: total.cases })}</span>
            <span>
              {t('mailCases.replyInfo.average')}: {duration(total.averageReplyMs, lang)}
            </span>
            <span>
              {t('mailCases.replyInfo.within24')}: {within24(total)} / {total.answered}
            </span>
            <span>
              {t('mailCases.replyInfo.late')}: {total.late}
            </span>
          </Flex>
        ) : null}
        <Table<Agent>
          aria-label={t('mailCases.replyInfo.title')}
          rowKey="userId"
          size="small"
          columns={columns}
          dataSource={info.data?.agents ?? []}
          loading={info.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('mailCases.replyInfo.none') }}
        />
      </Flex>
    </Modal>
  );
}
