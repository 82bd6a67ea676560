import { CheckOutlined, CloseOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AI_POLICY_LANGS,
  type AiPolicyStatus,
  aiPolicyReviewProblem,
  aiPolicyStatuses,
} from '@backdesk/domain';
import { Button, Card, Flex, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../shared/api/list-platforms';
import { Can } from '../../shared/can';
import { useErrorText } from '../../shared/error-texts';
import { useFeedback } from '../../shared/feedback';
import { lazyDialog } from '../../shared/lazy-dialog';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { useSession } from '../../shared/session/session-store';
import {
  type AiPolicyFilter,
  type AiPolicyRow,
  useAiPolicies,
  useReviewAiPolicy,
} from './api/ai-reply-policies-api';

const PolicyDialog = lazyDialog(() => import('./components/policy-dialog').then((m) => m.PolicyDialog));
const RejectDialog = lazyDialog(() => import('./components/reject-dialog').then((m) => m.RejectDialog));

const statusColors: Record<AiPolicyStatus, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  superseded: 'default',
};

/**
 * /mailboxConfiguration/aiReplyPolicies: the AI reply policies (tone, what may be promised, the template) per
 * platform, shop, language and problem label; every version is approved by a second person.
 */
export function AiReplyPoliciesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const me = useSession((s) => s.user?.id ?? 0);
  const { message } = useFeedback();
  const [filter, setFilter] = useState<AiPolicyFilter>({ pageIndex: 1, pageSize: 20 });
  const policies = useAiPolicies(filter);
  const platforms = usePlatformOptions();
  const review = useReviewAiPolicy();
  const selfReview = useErrorText('AI_POLICY_SELF_REVIEW', lang);
  const [editing, setEditing] = useState<AiPolicyRow | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<AiPolicyRow | null>(null);
  const set = (patch: Partial<AiPolicyFilter>) => setFilter((f) => ({ ...f, ...patch, pageIndex: 1 }));
  const platformName = (r: AiPolicyRow) => {
    const p = platforms.data?.find((x) => x.id === r.platformId);
    return p ? localName(p, lang) : (r.platformName ?? String(r.platformId));
  };
  // the server's rule, so the screen offers no decision it would refuse
  const reviewProblem = (r: AiPolicyRow) =>
    aiPolicyReviewProblem(r, { userId: me }, { approve: true, remark: 'x' });

  const approve = (r: AiPolicyRow) =>
    review.mutateAsync({ id: r.id, approve: true, remark: '' }).then(
      () => void message.success(t('aiPolicies.approved')),
      (error: Error) => void message.error(error.message),
    );

  return (
    <Card
      size="small"
      title={t('screenTitles.aiReplyPolicies')}
      extra={
        <Can code="aiReplyPolicy.edit">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('aiPolicies.add')}
          </Button>
        </Can>
      }
    >
      <Typography.Paragraph type="secondary">{t('aiPolicies.intro')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12 }} wrap>
        <Select
          aria-label={t('aiPolicies.platform')}
          allowClear
          style={{ width: 180 }}
          placeholder={t('aiPolicies.allPlatforms')}
          value={filter.platformId}
          onChange={(platformId) => set({ platformId })}
          options={(platforms.data ?? []).map((p) => ({ value: p.id, label: localName(p, lang) }))}
        />
        <Select
          aria-label={t('aiPolicies.language')}
          allowClear
          style={{ width: 140 }}
          placeholder={t('aiPolicies.allLanguages')}
          value={filter.lang}
          onChange={(l) => set({ lang: l })}
          options={AI_POLICY_LANGS.map((l) => ({ value: l, label: t(`aiPolicies.langs.${l}`) }))}
        />
        <Select
          aria-label={t('aiPolicies.status')}
          allowClear
          style={{ width: 160 }}
          placeholder={t('aiPolicies.allStatuses')}
          value={filter.status}
          onChange={(status) => set({ status })}
          options={aiPolicyStatuses.map((s) => ({ value: s, label: t(`aiPolicies.statuses.${s}`) }))}
        />
      </Flex>
      <Table<AiPolicyRow>
        aria-label={t('screenTitles.aiReplyPolicies')}
        rowKey="id"
        size="small"
        loading={policies.isFetching}
        dataSource={policies.data?.list ?? []}
        scroll={{ x: 1200 }}
        pagination={{
          current: filter.pageIndex,
          pageSize: filter.pageSize,
          total: policies.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          onChange: (pageIndex, pageSize) => setFilter((f) => ({ ...f, pageIndex, pageSize })),
        }}
        columns={[
          { key: 'platform', title: t('aiPolicies.platform'), render: (_v, r) => platformName(r) },
          {
            key: 'shop',
            title: t('aiPolicies.shop'),
            render: (_v, r) => r.shopName ?? t('aiPolicies.allShops'),
          },
          {
            key: 'lang',
            title: t('aiPolicies.language'),
            render: (_v, r) => t(`aiPolicies.langs.${r.lang}`, r.lang),
          },
          {
            key: 'label',
            title: t('aiPolicies.label'),
            render: (_v, r) =>
              r.problemLabelId === null
                ? t('aiPolicies.allLabels')
                : localName({ name: r.problemLabelName ?? '', enName: r.problemLabelEnName }, lang),
          },
          { key: 'version', title: t('aiPolicies.version'), width: 70, render: (_v, r) => `v${r.version}` },
          {
            key: 'status',
            title: t('aiPolicies.status'),
            width: 180,
            render: (_v, r) => (
              <Space size={4}>
                <Tag color={statusColors[r.status]}>{t(`aiPolicies.statuses.${r.status}`)}</Tag>
                {r.inUse && <Tag color="blue">{t('aiPolicies.inUse')}</Tag>}
              </Space>
            ),
          },
          { key: 'tone', title: t('aiPolicies.tone'), dataIndex: 'tone', ellipsis: true },
          {
            key: 'edited',
            title: t('aiPolicies.editedBy'),
            render: (_v, r) => (
              <Space size={4}>
                <span>{r.editedByName}</span>
                <RelativeTime value={r.editedAt} />
              </Space>
            ),
          },
          {
            key: 'review',
            title: t('aiPolicies.reviewedBy'),
            render: (_v, r) =>
              r.reviewedByName ? (
                <Tooltip title={r.reviewRemark}>
                  <span>{r.reviewedByName}</span>
                </Tooltip>
              ) : null,
          },
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: 'right',
            width: 200,
            render: (_v, r) => {
              const problem = reviewProblem(r);
              const name = `${platformName(r)} ${r.lang} v${r.version}`;
              return (
                <Flex gap={4}>
                  <Can code="aiReplyPolicy.edit">
                    <Button
                      size="small"
                      type="link"
                      icon={<EditOutlined />}
                      aria-label={`${t('common.edit')} ${name}`}
                      onClick={() => setEditing(r)}
                    />
                  </Can>
                  {r.status === 'pending' && (
                    <Can code="aiReplyPolicy.approve">
                      <Flex gap={4}>
                        <Tooltip title={problem ? selfReview : undefined}>
                          <Popconfirm
                            title={t('aiPolicies.approveConfirm')}
                            disabled={!!problem}
                            onConfirm={() => approve(r)}
                          >
                            <Button
                              size="small"
                              icon={<CheckOutlined />}
                              disabled={!!problem}
                              aria-label={`${t('aiPolicies.approve')} ${name}`}
                            >
                              {t('aiPolicies.approve')}
                            </Button>
                          </Popconfirm>
                        </Tooltip>
                        <Button
                          size="small"
                          danger
                          icon={<CloseOutlined />}
                          disabled={!!problem}
                          aria-label={`${t('aiPolicies.reject')} ${name}`}
                          onClick={() => setRejecting(r)}
                        >
                          {t('aiPolicies.reject')}
                        </Button>
                      </Flex>
                    </Can>
                  )}
                </Flex>
              );
            },
          },
        ]}
        expandable={{
          expandedRowRender: (r) => (
            <dl style={{ margin: 0 }}>
              <dt>
                <Typography.Text strong>{t('aiPolicies.tone')}</Typography.Text>
              </dt>
              <dd style={{ whiteSpace: 'pre-wrap' }}>{r.tone}</dd>
              <dt>
                <Typography.Text strong>{t('aiPolicies.mayPromise')}</Typography.Text>
              </dt>
              <dd style={{ whiteSpace: 'pre-wrap' }}>{r.mayPromise}</dd>
              <dt>
                <Typography.Text strong>{t('aiPolicies.template')}</Typography.Text>
              </dt>
              <dd style={{ whiteSpace: 'pre-wrap' }}>{r.template}</dd>
              {r.reviewRemark && (
                <>
                  <dt>
                    <Typography.Text strong>{t('aiPolicies.reviewRemark')}</Typography.Text>
                  </dt>
                  <dd>{r.reviewRemark}</dd>
                </>
              )}
            </dl>
          ),
        }}
      />
      <PolicyDialog
        open={editing !== null}
        policy={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <RejectDialog open={rejecting !== null} policy={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}
