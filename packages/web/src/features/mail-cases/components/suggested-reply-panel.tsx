import { BulbOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  type Fact,
  type FactStatusField,
  type FactValue,
  factMoneyText,
  factStatusTables,
  isFactMoney,
  statusText,
} from '@backdesk/domain';
import { Alert, Button, Card, Flex, Space, Spin, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import {
  type AiDraft,
  recordAiOutcome,
  useAiDraft,
  useAiReplySwitch,
  useRefreshAiDraft,
} from '../api/ai-assist-api';
import { SuggestedActions } from './suggested-actions';

/** A fact's value as the hover shows it: statuses in the interface language, money with its currency. */
function valueText(key: string, v: FactValue, lang: 'en' | 'zh'): string {
  if (isFactMoney(v)) return factMoneyText(v);
  // a parcel's status is an order status (one catalogue)
  const field = key === 'parcelStatus' ? 'orderStatus' : key;
  if (typeof v === 'string' && field in factStatusTables)
    return statusText(field as FactStatusField, v, lang);
  return String(v);
}

function FactCard({ fact }: { fact: Fact }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <div>
      <strong>
        {t(`aiAssist.factKinds.${fact.kind}`)} {fact.label}
      </strong>
      {Object.entries(fact.values)
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => (
          <div key={k}>
            {k}: {valueText(k, v, lang)}
          </div>
        ))}
    </div>
  );
}

/** A sentence with its flagged figures marked. */
function marked(text: string, flags: AiDraft['flags'], tip: string): ReactNode[] {
  const figures = [...new Set(flags.map((f) => f.text))].filter((f) => text.includes(f));
  if (!figures.length) return [text];
  const pattern = new RegExp(
    `(${figures.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'g',
  );
  return text.split(pattern).map((part, i) =>
    figures.includes(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move
      <Tooltip key={`${i}-${part}`} title={tip}>
        <mark data-flagged="true" style={{ background: '#ffccc7' }}>
          {part}
        </mark>
      </Tooltip>
    ) : (
      part
    ),
  );
}

/**
 * The suggested reply of a mail case (spec 1 §3.8, spec 3 §4): on unless switched off for this work order (the
 * browser's opt-out list), written from the case's facts, each sentence showing its facts on hover, figures found in
 * no fact highlighted. "Use this reply" puts it in the editor; nothing is sent from here.
 */
export function SuggestedReplyPanel({
  workOrderId,
  onUse,
}: {
  workOrderId: number;
  onUse: (draft: { generationId: number; content: string }) => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const [on, setOn] = useAiReplySwitch(workOrderId);
  const draft = useAiDraft('reply', workOrderId, on);
  const again = useRefreshAiDraft('reply', workOrderId);
  const [summaryAsked, setSummaryAsked] = useState(false);
  const summary = useAiDraft('abstract', workOrderId, on && summaryAsked);
  const [discarded, setDiscarded] = useState<number | null>(null);
  const d = draft.data;
  const factsById = new Map((d?.facts ?? []).map((f) => [f.id, f]));
  return (
    <Card
      size="small"
      title={
        <Space>
          <BulbOutlined />
          {t('aiAssist.title')}
          {d && on ? (
            <Tag color={d.source === 'template' ? 'default' : 'blue'}>
              {d.source === 'template'
                ? t('aiAssist.template')
                : t('aiAssist.model', { model: d.model ?? '' })}
            </Tag>
          ) : null}
        </Space>
      }
      extra={
        <Space>
          <Typography.Text type="secondary">{t('aiAssist.switch')}</Typography.Text>
          <Switch size="small" aria-label={t('aiAssist.switch')} checked={on} onChange={setOn} />
        </Space>
      }
    >
      {!on ? (
        <Typography.Text type="secondary">{t('aiAssist.off')}</Typography.Text>
      ) : draft.isLoading || again.isPending ? (
        <Spin description={t('aiAssist.loading')} />
      ) : draft.error || again.error ? (
        <Alert type="error" showIcon title={(again.error ?? draft.error)?.message} />
      ) : d ? (
        <Flex vertical gap={8}>
          {d.flags.length ? (
            <Alert
              type="warning"
              showIcon
              title={t('aiAssist.flagged', {
                count: d.flags.length,
                figures: d.flags.map((f) => f.text).join(', '),
              })}
            />
          ) : null}
          <section aria-label={t('aiAssist.draft')} lang={d.lang} style={{ whiteSpace: 'pre-wrap' }}>
            {d.sentences.map((s, i) => {
              const facts = s.factIds.map((id) => factsById.get(id)).filter((f): f is Fact => !!f);
              const text = marked(s.text, d.flags, t('aiAssist.flagTip'));
              const sep = s.breakAfter ? '\n\n' : d.lang === 'zh' ? '' : ' ';
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: sentences have no id of their own and never move
                <span key={i}>
                  {facts.length ? (
                    <Tooltip
                      title={
                        <Flex vertical gap={6}>
                          <strong>{t('aiAssist.sources')}</strong>
                          {facts.map((f) => (
                            <FactCard key={f.id} fact={f} />
                          ))}
                        </Flex>
                      }
                    >
                      <span
                        data-cites={s.factIds.join(' ')}
                        style={{ borderBottom: '1px dotted #1677ff', cursor: 'help' }}
                      >
                        {text}
                      </span>
                    </Tooltip>
                  ) : (
                    <span>{text}</span>
                  )}
                  {sep}
                </span>
              );
            })}
          </section>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('aiAssist.generatedAt', { time: formatTime(d.generatedAt) })}
            {d.cached ? ` · ${t('aiAssist.cached', { time: formatTime(d.refreshedAt) })}` : ''} ·{' '}
            {t('aiAssist.neverSent')}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              disabled={discarded === d.generationId}
              onClick={() => onUse({ generationId: d.generationId, content: d.result[0]?.content ?? '' })}
            >
              {t('aiAssist.use')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={() => again.mutate()}>
              {t('aiAssist.regenerate')}
            </Button>
            <Button
              disabled={discarded === d.generationId || d.outcome !== null}
              onClick={() =>
                recordAiOutcome({ generationId: d.generationId, outcome: 'discarded' })
                  .then(() => setDiscarded(d.generationId))
                  .catch(() => undefined)
              }
            >
              {discarded === d.generationId ? t('aiAssist.discarded') : t('aiAssist.discard')}
            </Button>
            <Button type="link" onClick={() => setSummaryAsked(true)} disabled={summaryAsked}>
              {t('aiAssist.summarise')}
            </Button>
          </Flex>
          <SuggestedActions actions={d.actions} />
          {summaryAsked ? (
            summary.isLoading ? (
              <Spin size="small" />
            ) : summary.error ? (
              <Alert type="error" showIcon title={summary.error.message} />
            ) : summary.data ? (
              <Alert
                type="info"
                title={t('aiAssist.summary')}
                description={summary.data.result[0]?.content}
              />
            ) : null
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
