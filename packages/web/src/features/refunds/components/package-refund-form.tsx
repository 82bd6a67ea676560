import {
  AE_PLATFORM_ID,
  type CombinedPayOption,
  deliveryStatuses,
  EBAY_PLATFORM_ID,
  type ErrorName,
  errorText,
  needTestFromStatus,
  type OrderAmountField,
  onlineRefundReasonRequired,
  partialRefundAndOpenCase as openCaseRule,
  orderAmountFields,
  paymentAccountRequired,
  platformRefundAfterReasonEn,
  problemOptionDisabledBy,
  type RefundAddInfo,
  type RefundPackageRecord,
  reasonEnRequired,
  refundLimits,
  refundPathShown,
  roundMoney,
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
  Row,
  Select,
  Switch,
  Table,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../shared/enum-label';
import { ImageUpload } from '../../../shared/image-upload/image-upload';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type ProblemLabel, useProblemLabels } from '../../packages/api/list-problem-labels';
import { fetchReasonByProblem, useAmazonOrder, useEbayCaseInfo } from '../api/refunds-api';
import {
  amountsAtPercent,
  checkedSkus,
  evaluateDraft,
  type GeneratedReasons,
  isTaxField,
  type PackageDraft,
  type TaxChoice,
  withGeneratedReasons,
} from '../refund-draft';
import { offeredChoicesOf, routeAfterOptionChange } from '../refund-offer';
import { CombinedPaymentSection } from './combined-payment-section';
import { type FieldProblems, RefundField, refundFieldId } from './refund-field';

export type { FieldProblems } from './refund-field';

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
  /** Edit mode (spec 2 §4 'Refund'): path, deposit and combined choice disabled; extra freight only if present. */
  mode?: 'add' | 'edit';
};

const same = (a: string | undefined, b: string) =>
  a !== undefined && a !== '' && roundMoney(a) === roundMoney(b);

/**
 * One package's refund (spec 2 §2 'Refund form editor'): products, the amount table (by percentage or per
 * column), path, options, reasons, and the pictures and videos.
 */
export function PackageRefundForm({ info, pkg, draft, problems, onChange, mode = 'add' }: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const labels = useProblemLabels(true);
  const figures = evaluateDraft(draft, pkg, info);
  const platformId = info.order.platformId;
  const currency = info.order.currency;
  const editing = mode === 'edit';
  const tree = useMemo(
    () => treeOf(labels.data ?? [], problemOptionDisabledBy(draft.needTest)),
    [labels.data, draft.needTest],
  );
  const field = { packageNo: pkg.packageNo, problems };
  const id = (name: string) => refundFieldId(pkg.packageNo, name);
  const byPercent = amountsAtPercent(draft, pkg, info);
  const uploadRequired =
    !editing &&
    draft.orderProblemType !== null &&
    info.uploadRequiredProblemTypes.includes(draft.orderProblemType);
  const latest = useRef(draft);
  latest.current = draft;

  // need test from the Amazon-order lookup, once when the package opens (spec 2 §4 'Need-test and problem options')
  const amazon = useAmazonOrder(pkg.packageNo, !editing);
  const needTestRead = useRef(false);
  useEffect(() => {
    if (editing || needTestRead.current || !amazon.data) return;
    needTestRead.current = true;
    const needTest = needTestFromStatus(amazon.data.status);
    const current = latest.current;
    if (needTest === current.needTest) return;
    const blocked = current.orderProblemType === problemOptionDisabledBy(needTest);
    onChange({ needTest, ...(blocked ? { orderProblemType: null } : {}) });
  }, [amazon.data, editing, onChange]);

  // eBay open case: partial refund and open case follows the amount against half the seller's actual price
  const ebayCase = useEbayCaseInfo(pkg.packageNo, !editing && platformId === EBAY_PLATFORM_ID);
  const openCase = ebayCase.data ?? null;
  const suggestedOpenCase = openCase
    ? openCaseRule(figures.computed.total, openCase.sellerActualPrice)
    : null;
  const lastSuggested = useRef<boolean | null>(null);
  useEffect(() => {
    if (suggestedOpenCase === null || suggestedOpenCase === lastSuggested.current) return;
    lastSuggested.current = suggestedOpenCase;
    if (latest.current.partialRefundAndOpenCase !== suggestedOpenCase)
      onChange({ partialRefundAndOpenCase: suggestedOpenCase });
  }, [suggestedOpenCase, onChange]);

  // choosing a question label fills the reasons the agent has not written (spec 2 §4 'Reasons')
  const lastGenerated = useRef<GeneratedReasons | null>(null);
  const chooseLabel = (value: number | null) => {
    onChange({ orderProblemType: value });
    if (value === null) return;
    fetchReasonByProblem({ problemId: value, sku: checkedSkus(draft, pkg), category: platformId }).then(
      (generated) => {
        const patch = withGeneratedReasons(latest.current, generated, lastGenerated.current);
        lastGenerated.current = generated;
        onChange(patch);
      },
      () => undefined, // the request layer shows the error
    );
  };
  const editReasonEn = (reasonEn: string) =>
    onChange({
      reasonEn,
      // on AE the platform refund follows the English reason: ticked only while it is empty
      ...(editing
        ? {}
        : { isPlatformRefund: platformRefundAfterReasonEn(platformId, reasonEn, draft.isPlatformRefund) }),
    });

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

  const setAmount = (name: OrderAmountField, value: string) =>
    onChange({ amounts: { ...draft.amounts, [name]: value } });
  const taxChoice = (name: OrderAmountField): TaxChoice => {
    const value = draft.amounts[name];
    if (same(value, figures.reference[name]) && Number(figures.reference[name]) !== 0) return 'entire';
    if (same(value, byPercent[name] ?? '0') && Number(value) !== 0) return 'percent';
    return 'none';
  };
  const amountLabel = (name: OrderAmountField) => t(`refunds.amountFields.${name}`);
  // the paths and combined-payment options this payment is offered (the server refuses any other)
  const offer = offeredChoicesOf(draft, pkg, info);
  const chooseCombinedOption = (combinedOption: CombinedPayOption) =>
    onChange({ combinedOption, ...routeAfterOptionChange(draft, pkg, info, combinedOption) });
  const packageProblem = problems.packageNo;
  const amountProblems = figures.computed.problems.filter((p) => p.field !== 'percent');

  return (
    <Flex vertical gap={16}>
      {packageProblem ? (
        <Alert
          type="error"
          showIcon
          title={
            packageProblem.message ?? errorText(packageProblem.name as ErrorName, lang, packageProblem.params)
          }
        />
      ) : null}
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
      {problems.products ? (
        <Typography.Text type="danger">
          {problems.products.message ??
            errorText(problems.products.name as ErrorName, lang, problems.products.params)}
        </Typography.Text>
      ) : null}

      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form layout="vertical" component="div">
            <RefundField {...field} field="percent" label={t('refunds.percent')}>
              <InputNumber
                id={id('percent')}
                min="0"
                max="100"
                precision={4}
                stringMode
                suffix="%"
                style={{ width: '100%' }}
                value={draft.percent}
                onChange={(v) => {
                  const percent = v === null ? '' : String(v);
                  onChange(
                    draft.amountMode === 'columns'
                      ? { percent, amounts: amountsAtPercent({ ...draft, percent }, pkg, info) }
                      : { percent },
                  );
                }}
              />
            </RefundField>
            <Form.Item>
              <Flex gap={8} align="center">
                <Switch
                  id={id('amountMode')}
                  size="small"
                  checked={draft.amountMode === 'columns'}
                  onChange={(on) =>
                    onChange(
                      on
                        ? { amountMode: 'columns', amounts: amountsAtPercent(draft, pkg, info) }
                        : { amountMode: 'percent', amounts: {} },
                    )
                  }
                />
                <label htmlFor={id('amountMode')}>{t('refunds.edit.perColumn')}</label>
              </Flex>
            </Form.Item>
            {editing ? (
              draft.extraFreightChecked ? (
                <RefundField
                  {...field}
                  field="extraFreight"
                  also="extraFreightProblemType"
                  label={t('refunds.extraFreight')}
                >
                  <Flex gap={8} align="center" wrap>
                    <Input
                      id={id('extraFreight')}
                      style={{ width: 120 }}
                      value={draft.extraFreight}
                      onChange={(e) => onChange({ extraFreight: e.target.value })}
                    />
                    <TreeSelect
                      aria-label={t('refunds.extraFreightLabel')}
                      placeholder={t('refunds.extraFreightLabel')}
                      style={{ minWidth: 200 }}
                      treeData={tree}
                      value={draft.extraFreightProblemType ?? undefined}
                      onChange={(v) => onChange({ extraFreightProblemType: v ?? null })}
                      treeDefaultExpandAll
                    />
                  </Flex>
                </RefundField>
              ) : null
            ) : (
              <RefundField
                {...field}
                field="extraFreight"
                also="extraFreightProblemType"
                label={t('refunds.extraFreight')}
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
              </RefundField>
            )}
            {Number(info.order.depositAmount) > 0 ? (
              <RefundField {...field} field="deposit" label={t('refunds.deposit')}>
                <Flex gap={8} align="center">
                  <Checkbox
                    checked={draft.depositChecked}
                    disabled={editing}
                    onChange={(e) => onChange({ depositChecked: e.target.checked, deposit: '' })}
                  >
                    {t('refunds.depositRefund')}
                  </Checkbox>
                  <Input
                    id={id('deposit')}
                    disabled={editing || !draft.depositChecked}
                    value={draft.deposit}
                    placeholder={info.order.depositAmount}
                    onChange={(e) => onChange({ deposit: e.target.value })}
                  />
                </Flex>
              </RefundField>
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
              .map((name) => ({
                field: name,
                reference: figures.reference[name],
                refund: figures.computed.amounts[name],
              }))}
            columns={[
              {
                key: 'field',
                title: t('refunds.amountItem'),
                render: (_v, r) => amountLabel(r.field),
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
                render: (_v, r) => {
                  if (draft.amountMode !== 'columns') return <Money amount={r.refund} strong />;
                  const label = t('refunds.edit.refundOf', { item: amountLabel(r.field) });
                  const invalid = amountProblems.some((p) => p.field === r.field);
                  // taxes: entirely, by the percentage, or not at all (spec 2 §3)
                  if (isTaxField(r.field))
                    return (
                      <Select<TaxChoice>
                        size="small"
                        aria-label={label}
                        status={invalid ? 'error' : undefined}
                        style={{ minWidth: 170 }}
                        value={taxChoice(r.field)}
                        onChange={(choice) =>
                          setAmount(
                            r.field,
                            choice === 'entire'
                              ? String(Number(r.reference))
                              : choice === 'percent'
                                ? (byPercent[r.field] ?? '0')
                                : '0',
                          )
                        }
                        options={[
                          { value: 'none', label: t('refunds.edit.taxNone') },
                          {
                            value: 'percent',
                            label: t('refunds.edit.taxPercent', { amount: byPercent[r.field] ?? '0' }),
                          },
                          {
                            value: 'entire',
                            label: t('refunds.edit.taxEntire', { amount: String(Number(r.reference)) }),
                          },
                        ]}
                      />
                    );
                  return (
                    <InputNumber
                      size="small"
                      aria-label={label}
                      status={invalid ? 'error' : undefined}
                      min="0"
                      max={r.reference}
                      precision={4}
                      stringMode
                      style={{ width: 130 }}
                      value={draft.amounts[r.field] ?? ''}
                      onChange={(v) => setAmount(r.field, v === null ? '' : String(v))}
                    />
                  );
                },
              },
            ]}
          />
          {amountProblems.length ? (
            <Flex vertical>
              {amountProblems.map((p) => (
                <Typography.Text key={p.field} type="danger">
                  {amountLabel(p.field as OrderAmountField)}:{' '}
                  {errorText(p.problem.name, lang, p.problem.params)}
                </Typography.Text>
              ))}
            </Flex>
          ) : null}
        </Col>
      </Row>

      {pkg.combined && figures.allocation ? (
        <CombinedPaymentSection
          allocation={figures.allocation}
          problem={figures.combinedProblem}
          choice={problems.combinedOption}
          options={offer.combinedOptions}
          value={draft.combinedOption}
          disabled={editing}
          onChange={chooseCombinedOption}
        />
      ) : null}

      <Form layout="vertical" component="div">
        {editing ? (
          <Typography.Paragraph type="secondary">{t('refunds.edit.lockedHint')}</Typography.Paragraph>
        ) : null}
        <Row gutter={16}>
          {refundPathShown(platformId) ? (
            <Col xs={24} md={8}>
              <RefundField {...field} field="refundRoute" label={t('refunds.refundPath')} required={!editing}>
                <Select
                  id={id('refundRoute')}
                  disabled={editing}
                  value={draft.refundRoute ?? undefined}
                  onChange={(v) => onChange({ refundRoute: v })}
                  options={info.routes
                    .filter((r) => offer.routes.includes(r.routeId) || r.routeId === draft.refundRoute)
                    .map((r) => ({ value: r.routeId, label: lang === 'zh' ? r.routeCNName : r.routeENName }))}
                />
              </RefundField>
            </Col>
          ) : null}
          {paymentAccountRequired(draft.refundRoute) ? (
            <Col xs={24} md={8}>
              <RefundField {...field} field="paypalname" label={t('refunds.paymentAccount')} required>
                <Input
                  id={id('paypalname')}
                  maxLength={refundLimits.paymentAccount}
                  value={draft.paypalname}
                  onChange={(e) => onChange({ paypalname: e.target.value })}
                />
              </RefundField>
            </Col>
          ) : null}
          <Col xs={24} md={8}>
            <RefundField {...field} field="orderProblemType" label={t('refunds.questionLabel')} required>
              <TreeSelect
                id={id('orderProblemType')}
                treeData={tree}
                loading={labels.isLoading}
                value={draft.orderProblemType ?? undefined}
                onChange={(v) => chooseLabel(v ?? null)}
                showSearch={{ treeNodeFilterProp: 'title' }}
                treeDefaultExpandAll
              />
            </RefundField>
          </Col>
          <Col xs={24} md={8}>
            <RefundField {...field} field="deliveryStatus" label={t('refunds.deliveryStatus')} required>
              <Select
                id={id('deliveryStatus')}
                value={draft.deliveryStatus}
                onChange={(v) => onChange({ deliveryStatus: v })}
                options={deliveryStatuses.map((d) => ({
                  value: String(d.value),
                  label: enumLabel(deliveryStatuses, d.value, lang),
                }))}
              />
            </RefundField>
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
            disabled={editing || !figures.cancel.enabled}
            onChange={(e) => onChange({ isCancelOrder: e.target.checked })}
          >
            {t('refunds.cancelOrder')}
          </Checkbox>
          <Checkbox
            checked={figures.cancel.enabled && draft.isBatchException}
            disabled={editing || !figures.cancel.enabled}
            onChange={(e) => onChange({ isBatchException: e.target.checked })}
          >
            {t('refunds.batchException')}
          </Checkbox>
          {platformId === AE_PLATFORM_ID ? (
            <Checkbox
              checked={draft.isPlatformRefund}
              disabled={editing}
              onChange={(e) => onChange({ isPlatformRefund: e.target.checked })}
            >
              {t('refunds.platformRefund')}
            </Checkbox>
          ) : null}
        </Flex>
        {platformId === AE_PLATFORM_ID && draft.isPlatformRefund ? (
          <Typography.Paragraph type="danger">{t('refunds.aeNote')}</Typography.Paragraph>
        ) : null}
        {openCase ? (
          <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
            <Typography.Link href={openCase.caseUrl} target="_blank" rel="noreferrer">
              {t('refunds.ebayCase', { id: openCase.ebayCaseId })}
            </Typography.Link>
            <Checkbox
              checked={draft.partialRefundAndOpenCase}
              onChange={(e) => onChange({ partialRefundAndOpenCase: e.target.checked })}
            >
              {t('refunds.partialRefundAndOpenCase')}
            </Checkbox>
          </Flex>
        ) : null}
        {onlineRefundReasonRequired(platformId, info.order.paymentMethod) ? (
          <RefundField {...field} field="onlineRefundReason" label={t('refunds.onlineRefundReason')} required>
            <Input
              id={id('onlineRefundReason')}
              maxLength={refundLimits.reason}
              value={draft.onlineRefundReason}
              onChange={(e) => onChange({ onlineRefundReason: e.target.value })}
            />
          </RefundField>
        ) : null}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <RefundField {...field} field="reason" label={t('refunds.reason')} required>
              <Input.TextArea
                id={id('reason')}
                rows={2}
                maxLength={refundLimits.reason}
                showCount
                value={draft.reason}
                onChange={(e) => onChange({ reason: e.target.value })}
              />
            </RefundField>
          </Col>
          <Col xs={24} md={12}>
            <RefundField
              {...field}
              field="reasonEn"
              label={t('refunds.reasonEn')}
              required={reasonEnRequired(platformId)}
            >
              <Input.TextArea
                id={id('reasonEn')}
                rows={2}
                maxLength={refundLimits.reason}
                showCount
                value={draft.reasonEn}
                onChange={(e) => editReasonEn(e.target.value)}
              />
            </RefundField>
          </Col>
        </Row>
        <Button size="small" onClick={copyCodes} style={{ marginBottom: 16 }}>
          {t('refunds.copyCodes')}
        </Button>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <RefundField {...field} field="files" label={t('uploads.files')} required={uploadRequired}>
              <ImageUpload id={id('files')} value={draft.files} onChange={(files) => onChange({ files })} />
            </RefundField>
          </Col>
          <Col xs={24} md={8}>
            <RefundField {...field} field="videoLink" label={t('uploads.videoLink')}>
              <Input
                id={id('videoLink')}
                maxLength={refundLimits.videoLink}
                placeholder={t('uploads.videoLinkPlaceholder')}
                value={draft.videoLink}
                onChange={(e) => onChange({ videoLink: e.target.value })}
              />
            </RefundField>
          </Col>
        </Row>
      </Form>
    </Flex>
  );
}
