import {
  combinedPayOptions,
  deliveryStatuses,
  errorText,
  hasPermission,
  type OrderAmountField,
  orderAmountFields,
  paymentMethods,
  plainDecimal,
  type RefundBatchResult,
  refundRoutes,
  reviewProblem,
} from '@backdesk/domain';
import { moneyText } from '@backdesk/domain/currency';
import { Button, Descriptions, Drawer, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { enumLabel, labelOf } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { FileGallery } from '../../../shared/file-gallery';
import { HistoryTimeline } from '../../../shared/history/history-timeline';
import { localName } from '../../../shared/local-name';
import { Money } from '../../../shared/money';
import { OrderLink, PackageLink } from '../../../shared/order-link';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { usePermissions, useSession } from '../../../shared/session/session-store';
import { useFormatTime } from '../../../shared/time/format-time';
import { type RefundDetail, useRefundDetail } from '../api/get-refund-detail';
import { RefundStatusTag } from './refund-status-tag';
import { useRefundStatusChange } from './use-refund-status-change';

type Line = RefundDetail['lines'][number];
type Part = RefundDetail['payments'][number];

const isZero = (amount: string | null | undefined) => !amount || /^-?0*(\.0*)?$/.test(amount);

/** A titled part of the drawer. */
function DrawerPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/**
 * One refund as a leader reviews it (issue 11): who asked for what and why, before any money moves. Opened by a
 * click on a refund's row or number in every list of refunds. The order's number links to the order; Review and
 * Complete ask first, naming the amount.
 */
export function RefundDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useRefundDetail(id);
  const r = detail.data;
  // a link inside (the order, the package) opens another screen: the drawer closes with it
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const openedAt = useRef<string | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (id === null) openedAt.current = null;
    else if (openedAt.current === null) openedAt.current = here;
    else if (openedAt.current !== here) close.current();
  }, [id, here]);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={880}
      title={
        r && r.id === id ? t('refunds.detail.title', { refundNo: r.refundNo }) : t('refunds.detail.loading')
      }
      extra={r && r.id === id ? <RefundActions refund={r} /> : null}
      loading={detail.isLoading}
      destroyOnHidden
    >
      {r && r.id === id ? <RefundDetailBody refund={r} /> : null}
    </Drawer>
  );
}

/** Review (not reviewed yet, by someone other than the creator) or Complete (reviewed), each asked first. */
function RefundActions({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const btns = usePermissions();
  const userId = useSession((s) => s.user?.id);
  const change = useRefundStatusChange();
  if (!hasPermission(btns, 'refund.review') || refund.status === 9) return null;
  const done = (results: RefundBatchResult[]) => {
    const [result] = results;
    if (result?.is_success) void message.success(t('common.operationSuccess'));
    else void message.error(result?.response_message ?? '');
  };
  if (refund.status === 1)
    return (
      <Button
        type="primary"
        loading={change.pending('complete')}
        onClick={() => change.ask('complete', [refund], done)}
      >
        {t('refunds.complete')}
      </Button>
    );
  const problem =
    userId === undefined
      ? null
      : reviewProblem({ status: refund.status, createdBy: refund.createdBy.id }, userId);
  const button = (
    <Button
      type="primary"
      disabled={problem !== null}
      loading={change.pending('review')}
      onClick={() => change.ask('review', [refund], done)}
    >
      {t('refunds.review')}
    </Button>
  );
  return problem ? <Tooltip title={errorText(problem.name, lang, problem.params)}>{button}</Tooltip> : button;
}

function RefundDetailBody({ refund: r }: { refund: RefundDetail }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const platforms = usePlatformOptions();
  const person = (p: RefundDetail['createdBy'] | null) =>
    p ? localName({ name: p.name ?? '', enName: p.enName }, lang) : '';
  const label = (l: RefundDetail['problemLabel']) => (l ? (lang === 'zh' ? l.name : l.enName || l.name) : '');
  const platform = platforms.data?.find((p) => p.id === r.platformId);
  const route = r.refundRoute ? enumLabel(refundRoutes, Number(r.refundRoute), lang) : '';
  const combined = combinedPayOptions.find((o) => o.value === r.combinedOption);
  const options = [
    r.isPlatformRefund ? t('refunds.platformRefund') : null,
    r.isDisputeRefund ? t('refunds.detail.disputeRefund') : null,
    r.needTest ? t('refunds.needTest') : null,
    r.isCancelOrder ? t('refunds.cancelOrder') : null,
    r.isBatchException ? t('refunds.batchException') : null,
    r.partialRefundAndOpenCase ? t('refunds.partialRefundAndOpenCase') : null,
  ].filter((o): o is string => o !== null);
  const when = (value: string | null, by?: string) =>
    value ? [by, formatTime(value)].filter(Boolean).join(' · ') : t('refunds.detail.notYet');

  // the columns the refund pays back (the items always), then extra freight and the deposit when there are any
  const amountRows: { key: string; item: string; amount: string }[] = [
    ...orderAmountFields
      .filter((f) => f === 'itemsAmount' || !isZero(r.amounts[f]))
      .map((f: OrderAmountField) => ({ key: f, item: t(`refunds.amountFields.${f}`), amount: r.amounts[f] })),
    ...(isZero(r.extraFreightAmount)
      ? []
      : [{ key: 'extraFreight', item: t('refunds.extraFreight'), amount: r.extraFreightAmount! }]),
    ...(isZero(r.depositAmount)
      ? []
      : [{ key: 'deposit', item: t('refunds.deposit'), amount: r.depositAmount! }]),
  ];

  return (
    <Flex vertical gap={20}>
      <Descriptions
        size="small"
        column={2}
        bordered
        styles={{ label: { width: 150 } }}
        items={[
          { key: 'status', label: t('refunds.status'), children: <RefundStatusTag status={r.status} /> },
          {
            key: 'total',
            label: t('refunds.detail.total'),
            children: <Money amount={r.totalAmount} currency={r.currency} strong />,
          },
          {
            key: 'order',
            label: t('refunds.orderNo'),
            children: <OrderLink orderId={r.orderId} orderNo={r.orderNo} packageNo={r.packageNo} />,
          },
          {
            key: 'package',
            label: t('refunds.packageNo'),
            children: <PackageLink packageNo={r.packageNo} />,
          },
          {
            key: 'platform',
            label: t('refunds.detail.platform'),
            children: platform ? labelOf(platform, lang) : r.platformId,
          },
          {
            key: 'path',
            label: t('refunds.refundPath'),
            children: (
              <Flex vertical>
                <span>{route || '—'}</span>
                {combined ? (
                  <Typography.Text type="secondary">
                    {lang === 'zh' ? combined.zh : combined.en}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          ...(r.paypalAccount
            ? [{ key: 'account', label: t('refunds.paymentAccount'), children: r.paypalAccount, span: 2 }]
            : []),
          ...(r.transactionNumber
            ? [
                {
                  key: 'tx',
                  label: t('refunds.detail.transactionNumber'),
                  children: <span className="bd-mono">{r.transactionNumber}</span>,
                  span: 2,
                },
              ]
            : []),
          { key: 'label', label: t('refunds.questionLabel'), children: label(r.problemLabel) || '—' },
          {
            key: 'delivery',
            label: t('refunds.deliveryStatus'),
            children: enumLabel(deliveryStatuses, r.deliveryStatus, lang),
          },
          ...(r.extraFreightProblemLabel
            ? [
                {
                  key: 'extraLabel',
                  label: t('refunds.extraFreightLabel'),
                  children: label(r.extraFreightProblemLabel),
                  span: 2,
                },
              ]
            : []),
          {
            key: 'options',
            label: t('refunds.detail.options'),
            span: 2,
            children: options.length ? (
              <Flex gap={4} wrap>
                {options.map((o) => (
                  <Tag key={o}>{o}</Tag>
                ))}
              </Flex>
            ) : (
              t('refunds.detail.noOption')
            ),
          },
          {
            key: 'createdBy',
            label: t('refunds.createdBy'),
            children: when(r.createdAt, person(r.createdBy)),
          },
          {
            key: 'reviewedBy',
            label: t('refunds.reviewedBy'),
            children: when(r.reviewedAt, person(r.reviewedBy)),
          },
          ...(r.completedAt
            ? [{ key: 'completedAt', label: t('refunds.detail.completedAt'), children: when(r.completedAt) }]
            : []),
        ]}
      />

      <DrawerPart title={t('refunds.products')}>
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          aria-label={t('refunds.products')}
          dataSource={r.lines}
          columns={[
            {
              key: 'sku',
              title: t('refunds.sku'),
              render: (_v, l) => <span className="bd-mono">{l.sku}</span>,
            },
            { key: 'title', title: t('refunds.productTitle'), dataIndex: 'title' },
            {
              key: 'unitPrice',
              title: t('refunds.unitPrice'),
              align: 'right',
              render: (_v, l) => <Money amount={l.unitPrice} currency={r.currency} />,
            },
            { key: 'quantity', title: t('refunds.quantity'), align: 'right', dataIndex: 'quantity' },
            {
              key: 'amount',
              title: t('refunds.detail.lineAmount'),
              align: 'right',
              render: (_v, l) => <Money amount={l.amount} currency={r.currency} />,
            },
          ]}
        />
      </DrawerPart>

      <DrawerPart title={t('refunds.detail.amounts')}>
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          aria-label={t('refunds.detail.amounts')}
          dataSource={amountRows}
          columns={[
            { key: 'item', title: t('refunds.amountItem'), dataIndex: 'item' },
            {
              key: 'amount',
              title: t('refunds.refund'),
              align: 'right',
              render: (_v, row) => <Money amount={row.amount} currency={r.currency} dimZero />,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('refunds.detail.total')}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {t('refunds.detail.ofReference', {
                    percent: plainDecimal(r.percent),
                    reference: `${moneyText(r.referenceAmount, r.currency)} ${r.currency}`,
                  })}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Money amount={r.totalAmount} currency={r.currency} strong />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </DrawerPart>

      {r.payments.length ? (
        <DrawerPart title={t('refunds.detail.split')}>
          <Table<Part>
            size="small"
            rowKey="paymentId"
            pagination={false}
            aria-label={t('refunds.detail.split')}
            dataSource={r.payments}
            columns={[
              { key: 'priority', title: t('refunds.priority'), dataIndex: 'refundPriority', align: 'center' },
              {
                key: 'method',
                title: t('refunds.detail.method'),
                render: (_v, p) => enumLabel(paymentMethods, p.method, lang),
              },
              {
                key: 'route',
                title: t('refunds.route'),
                render: (_v, p) => enumLabel(refundRoutes, Number(p.refundRoute), lang),
              },
              {
                key: 'amount',
                title: t('refunds.thisRefund'),
                align: 'right',
                render: (_v, p) => <Money amount={p.amount} currency={r.currency} dimZero />,
              },
              {
                key: 'paid',
                title: t('refunds.detail.paidAt'),
                render: (_v, p) =>
                  p.paidAt ? (
                    <Flex vertical>
                      <span>{formatTime(p.paidAt)}</span>
                      {p.providerRefundId ? (
                        <Typography.Text type="secondary" className="bd-mono">
                          {p.providerRefundId}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  ) : (
                    t('refunds.detail.notYet')
                  ),
              },
            ]}
          />
        </DrawerPart>
      ) : null}

      <DrawerPart title={t('refunds.detail.reasons')}>
        <Descriptions
          size="small"
          column={1}
          bordered
          styles={{ label: { width: 150 } }}
          items={[
            { key: 'zh', label: t('refunds.reason'), children: <span lang="zh">{r.reason}</span> },
            {
              key: 'en',
              label: t('refunds.reasonEn'),
              children: r.reasonEn ? (
                <span lang="en">{r.reasonEn}</span>
              ) : (
                <Typography.Text type="secondary">{t('refunds.detail.noEnglishReason')}</Typography.Text>
              ),
            },
            ...(r.onlineRefundReason
              ? [{ key: 'online', label: t('refunds.onlineRefundReason'), children: r.onlineRefundReason }]
              : []),
          ]}
        />
      </DrawerPart>

      <DrawerPart title={t('refunds.detail.files')}>
        {r.files.length || r.videoLink ? (
          <FileGallery files={r.files} videoLink={r.videoLink} label={t('refunds.detail.files')} />
        ) : (
          <Typography.Text type="secondary">{t('refunds.detail.noFiles')}</Typography.Text>
        )}
      </DrawerPart>

      <DrawerPart title={t('refunds.detail.history')}>
        <HistoryTimeline
          history={r.history}
          label={t('refunds.detail.history')}
          empty={t('refunds.detail.noHistory')}
        />
      </DrawerPart>
    </Flex>
  );
}
