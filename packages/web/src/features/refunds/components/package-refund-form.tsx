import {
  AE_PLATFORM_ID,
  combinedPayOptions,
  deliveryStatuses,
  type ErrorName,
  errorText,
  onlineRefundReasonRequired,
  orderAmountFields,
  paymentAccountRequired,
  problemOptionDisabledBy,
  type RefundAddInfo,
  type RefundPackageRecord,
  reasonEnRequired,
  refundLimits,
  refundPathShown,
} from '@backdesk/domain';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Table,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type ProblemLabel, useProblemLabels } from '../../packages/api/list-problem-labels';
import { evaluateDraft, type PackageDraft } from '../refund-draft';

export type FieldProblems = Record<string, { name: string; params?: Record<string, string | number> }>;

type LabelNode = {
  title: string;
  value: number;
  selectable: boolean;
  disabled?: boolean;
  children: LabelNode[];
};
const treeOf = (labels: ProblemLabel[], disabledId: number): LabelNode[] =>
  labels.map((l) => ({
    title: l.id_lang,
    value: l.id,
    selectable: l.childList.length === 0,
    disabled: l.id === disabledId,
    children: treeOf(l.childList, disabledId),
  }));

type Props = {
  info: RefundAddInfo;
  pkg: RefundPackageRecord;
  draft: PackageDraft;
  problems: FieldProblems;
  onChange: (patch: Partial<PackageDraft>) => void;
};

/** One package's refund (spec 2 §2 'Refund form editor'): products, amounts, path, options and reasons. */
export function PackageRefundForm({ info, pkg, draft, problems, onChange }: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const labels = useProblemLabels(true);
  const figures = evaluateDraft(draft, pkg, info);
  const platformId = info.order.platformId;
  const currency = info.order.currency;
  const tree = useMemo(
    () => treeOf(labels.data ?? [], problemOptionDisabledBy(draft.needTest)),
    [labels.data, draft.needTest],
  );
  const message = (field: string) => {
    const p = problems[field];
    return p ? errorText(p.name as ErrorName, lang, p.params) : undefined;
  };
  const status = (field: string) => (problems[field] ? ('error' as const) : undefined);
  const id = (field: string) => `refund-${pkg.packageNo}-${field}`;

  const copyCodes = () => {
    const codes = pkg.lines
      .filter((l) => draft.lines[l.orderLineId]?.checked)
      .map((l) => `${l.sku} × ${draft.lines[l.orderLineId]!.quantity}`)
      .join(', ');
    onChange({
      reason: `${draft.reason}${draft.reason ? ' ' : ''}${codes}`.slice(0, refundLimits.reason),
      reasonEn: `${draft.reasonEn}${draft.reasonEn ? ' ' : ''}${codes}`.slice(0, refundLimits.reason),
    });
  };

  return (
    <Flex vertical gap={16}>
      <Table
        size="small"
        rowKey="orderLineId"
        pagination={false}
        aria-label={t('refunds.products')}
        dataSource={pkg.lines}
        rowSelection={{
          selectedRowKeys: pkg.lines
            .filter((l) => draft.lines[l.orderLineId]?.checked)
            .map((l) => l.orderLineId),
          getCheckboxProps: (l) => ({ disabled: l.quantity <= l.refundedQuantity, 'aria-label': l.sku }),
          onChange: (keys) =>
            onChange({
              lines: Object.fromEntries(
                pkg.lines.map((l) => [
                  l.orderLineId,
                  { ...draft.lines[l.orderLineId]!, checked: keys.includes(l.orderLineId) },
                ]),
              ),
            }),
        }}
        columns={[
          {
            key: 'sku',
            title: t('refunds.sku'),
            dataIndex: 'sku',
            render: (v) => <span className="bd-mono">{v}</span>,
          },
          { key: 'title', title: t('refunds.productTitle'), dataIndex: 'title' },
          {
            key: 'unitPrice',
            title: t('refunds.unitPrice'),
            align: 'right',
            render: (_v, l) => <Money amount={l.unitPrice} />,
          },
          {
            key: 'quantity',
            title: t('refunds.quantity'),
            render: (_v, l) => (
              <InputNumber
                size="small"
                min={1}
                max={Math.max(1, l.quantity - l.refundedQuantity)}
                precision={0}
                aria-label={t('refunds.quantityOf', { sku: l.sku })}
                value={draft.lines[l.orderLineId]?.quantity}
                disabled={!draft.lines[l.orderLineId]?.checked}
                onChange={(v) =>
                  onChange({
                    lines: {
                      ...draft.lines,
                      [l.orderLineId]: { ...draft.lines[l.orderLineId]!, quantity: Number(v ?? 1) },
                    },
                  })
                }
              />
            ),
          },
          {
            key: 'original',
            title: t('refunds.refundable'),
            align: 'right',
            render: (_v, l) => `${l.quantity - l.refundedQuantity} / ${l.quantity}`,
          },
        ]}
      />
      {message('products') ? <Typography.Text type="danger">{message('products')}</Typography.Text> : null}

      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('refunds.percent')}
              htmlFor={id('percent')}
              validateStatus={status('percent')}
              help={message('percent')}
            >
              <InputNumber
                id={id('percent')}
                min="0"
                max="100"
                precision={4}
                stringMode
                suffix="%"
                style={{ width: '100%' }}
                value={draft.percent}
                onChange={(v) => onChange({ percent: v === null ? '' : String(v) })}
              />
            </Form.Item>
            <Form.Item
              label={t('refunds.extraFreight')}
              htmlFor={id('extraFreight')}
              validateStatus={status('extraFreight') ?? status('extraFreightProblemType')}
              help={message('extraFreight') ?? message('extraFreightProblemType')}
            >
              <Flex gap={8} align="center" wrap>
                <Checkbox
                  checked={draft.extraFreightChecked}
                  onChange={(e) =>
                    onChange({
                      extraFreightChecked: e.target.checked,
                      extraFreight: '',
                      extraFreightProblemType: null,
                    })
                  }
                >
                  {t('refunds.extraFreightRefund')}
                </Checkbox>
                <Input
                  id={id('extraFreight')}
                  style={{ width: 120 }}
                  disabled={!draft.extraFreightChecked}
                  value={draft.extraFreight}
                  onChange={(e) => onChange({ extraFreight: e.target.value })}
                />
                {draft.extraFreightChecked ? (
                  <TreeSelect
                    aria-label={t('refunds.extraFreightLabel')}
                    placeholder={t('refunds.extraFreightLabel')}
                    style={{ minWidth: 200 }}
                    treeData={tree}
                    value={draft.extraFreightProblemType ?? undefined}
                    onChange={(v) => onChange({ extraFreightProblemType: v ?? null })}
                    treeDefaultExpandAll
                  />
                ) : null}
              </Flex>
            </Form.Item>
            {Number(info.order.depositAmount) > 0 ? (
              <Form.Item label={t('refunds.deposit')} htmlFor={id('deposit')}>
                <Flex gap={8} align="center">
                  <Checkbox
                    checked={draft.depositChecked}
                    onChange={(e) => onChange({ depositChecked: e.target.checked, deposit: '' })}
                  >
                    {t('refunds.depositRefund')}
                  </Checkbox>
                  <Input
                    id={id('deposit')}
                    disabled={!draft.depositChecked}
                    value={draft.deposit}
                    placeholder={info.order.depositAmount}
                    onChange={(e) => onChange({ deposit: e.target.value })}
                  />
                </Flex>
              </Form.Item>
            ) : null}
          </Form>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'pd',
                label: t('refunds.pdAmount'),
                children: <Money amount={figures.pdAmount} currency={currency} />,
              },
              {
                key: 'reference',
                label: t('refunds.reference'),
                children: <Money amount={figures.computed.reference} currency={currency} />,
              },
              {
                key: 'total',
                label: t('refunds.refundAmount'),
                children: (
                  <Flex gap={8} align="center">
                    <Money amount={figures.computed.total} currency={currency} strong />
                    {figures.computed.exceedsReference ? (
                      <Tag color="orange">{t('refunds.overReference')}</Tag>
                    ) : null}
                  </Flex>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} md={14}>
          <Table
            size="small"
            pagination={false}
            aria-label={t('refunds.amountTable')}
            rowKey="field"
            dataSource={orderAmountFields
              .filter((f) => Number(figures.reference[f]) !== 0)
              .map((field) => ({
                field,
                reference: figures.reference[field],
                refund: figures.computed.amounts[field],
              }))}
            columns={[
              {
                key: 'field',
                title: t('refunds.amountItem'),
                render: (_v, r) => t(`refunds.amountFields.${r.field}`),
              },
              {
                key: 'reference',
                title: t('refunds.reference'),
                align: 'right',
                render: (_v, r) => <Money amount={r.reference} />,
              },
              {
                key: 'refund',
                title: t('refunds.refund'),
                align: 'right',
                render: (_v, r) => <Money amount={r.refund} strong />,
              },
            ]}
          />
        </Col>
      </Row>

      {pkg.combined && figures.allocation ? (
        <Flex vertical gap={8}>
          <Radio.Group
            aria-label={t('refunds.combinedOption')}
            value={draft.combinedOption}
            onChange={(e) => onChange({ combinedOption: e.target.value })}
            options={combinedPayOptions.map((o) => ({ value: o.value, label: lang === 'zh' ? o.zh : o.en }))}
          />
          <Table
            size="small"
            pagination={false}
            rowKey="paymentId"
            aria-label={t('refunds.combinedDetails')}
            dataSource={figures.allocation}
            columns={[
              { key: 'priority', title: t('refunds.priority'), dataIndex: 'refundPriority' },
              {
                key: 'route',
                title: t('refunds.route'),
                render: (_v, r) => t(`refunds.routes.${r.refundRoute}`),
              },
              {
                key: 'already',
                title: t('refunds.alreadyRefunded'),
                align: 'right',
                render: (_v, r) => <Money amount={r.alreadyRefundAmount} />,
              },
              {
                key: 'can',
                title: t('refunds.canRefund'),
                align: 'right',
                render: (_v, r) => <Money amount={r.canRefundAmount} />,
              },
              {
                key: 'cur',
                title: t('refunds.thisRefund'),
                align: 'right',
                render: (_v, r) => <Money amount={r.curRefundAmount} strong />,
              },
            ]}
          />
          {figures.combinedProblem ? (
            <Alert
              type="error"
              showIcon
              title={errorText(figures.combinedProblem.name, lang, figures.combinedProblem.params)}
            />
          ) : null}
        </Flex>
      ) : null}

      <Form layout="vertical" component="div">
        <Row gutter={16}>
          {refundPathShown(platformId) ? (
            <Col xs={24} md={8}>
              <Form.Item
                label={t('refunds.refundPath')}
                htmlFor={id('refundRoute')}
                required
                validateStatus={status('refundRoute')}
                help={message('refundRoute')}
              >
                <Select
                  id={id('refundRoute')}
                  value={draft.refundRoute ?? undefined}
                  onChange={(v) => onChange({ refundRoute: v })}
                  options={info.routes
                    .filter((r) => r.enabled)
                    .map((r) => ({ value: r.routeId, label: lang === 'zh' ? r.routeCNName : r.routeENName }))}
                />
              </Form.Item>
            </Col>
          ) : null}
          {paymentAccountRequired(draft.refundRoute) ? (
            <Col xs={24} md={8}>
              <Form.Item
                label={t('refunds.paymentAccount')}
                htmlFor={id('paypalname')}
                required
                validateStatus={status('paypalname')}
                help={message('paypalname')}
              >
                <Input
                  id={id('paypalname')}
                  maxLength={refundLimits.paymentAccount}
                  value={draft.paypalname}
                  onChange={(e) => onChange({ paypalname: e.target.value })}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={8}>
            <Form.Item
              label={t('refunds.questionLabel')}
              htmlFor={id('orderProblemType')}
              required
              validateStatus={status('orderProblemType')}
              help={message('orderProblemType')}
            >
              <TreeSelect
                id={id('orderProblemType')}
                treeData={tree}
                loading={labels.isLoading}
                value={draft.orderProblemType ?? undefined}
                onChange={(v) => onChange({ orderProblemType: v ?? null })}
                showSearch={{ treeNodeFilterProp: 'title' }}
                treeDefaultExpandAll
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('refunds.deliveryStatus')} htmlFor={id('deliveryStatus')} required>
              <Select
                id={id('deliveryStatus')}
                value={draft.deliveryStatus}
                onChange={(v) => onChange({ deliveryStatus: v })}
                options={deliveryStatuses.map((d) => ({
                  value: String(d.value),
                  label: enumLabel(deliveryStatuses, d.value, lang),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={16} wrap style={{ marginBottom: 16 }}>
          <Checkbox
            checked={draft.needTest}
            onChange={(e) => onChange({ needTest: e.target.checked, orderProblemType: null })}
          >
            {t('refunds.needTest')}
          </Checkbox>
          <Checkbox
            checked={figures.cancel.enabled && draft.isCancelOrder}
            disabled={!figures.cancel.enabled}
            onChange={(e) => onChange({ isCancelOrder: e.target.checked })}
          >
            {t('refunds.cancelOrder')}
          </Checkbox>
          <Checkbox
            checked={figures.cancel.enabled && draft.isBatchException}
            disabled={!figures.cancel.enabled}
            onChange={(e) => onChange({ isBatchException: e.target.checked })}
          >
            {t('refunds.batchException')}
          </Checkbox>
          {platformId === AE_PLATFORM_ID ? (
            <Checkbox
              checked={draft.isPlatformRefund}
              onChange={(e) => onChange({ isPlatformRefund: e.target.checked })}
            >
              {t('refunds.platformRefund')}
            </Checkbox>
          ) : null}
        </Flex>
        {platformId === AE_PLATFORM_ID && draft.isPlatformRefund ? (
          <Typography.Paragraph type="danger">{t('refunds.aeNote')}</Typography.Paragraph>
        ) : null}
        {onlineRefundReasonRequired(platformId, info.order.paymentMethod) ? (
          <Form.Item
            label={t('refunds.onlineRefundReason')}
            htmlFor={id('onlineRefundReason')}
            required
            validateStatus={status('onlineRefundReason')}
            help={message('onlineRefundReason')}
          >
            <Input
              id={id('onlineRefundReason')}
              maxLength={refundLimits.reason}
              value={draft.onlineRefundReason}
              onChange={(e) => onChange({ onlineRefundReason: e.target.value })}
            />
          </Form.Item>
        ) : null}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('refunds.reason')}
              htmlFor={id('reason')}
              required
              validateStatus={status('reason')}
              help={message('reason')}
            >
              <Input.TextArea
                id={id('reason')}
                rows={2}
                maxLength={refundLimits.reason}
                showCount
                value={draft.reason}
                onChange={(e) => onChange({ reason: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('refunds.reasonEn')}
              htmlFor={id('reasonEn')}
              required={reasonEnRequired(platformId)}
              validateStatus={status('reasonEn')}
              help={message('reasonEn')}
            >
              <Input.TextArea
                id={id('reasonEn')}
                rows={2}
                maxLength={refundLimits.reason}
                showCount
                value={draft.reasonEn}
                onChange={(e) => onChange({ reasonEn: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button size="small" onClick={copyCodes}>
          {t('refunds.copyCodes')}
        </Button>
      </Form>
    </Flex>
  );
}
