import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  errorText,
  paymentMethods,
  plainDecimal,
  REFILL_ORIGINAL_ORDER,
  REFILL_RESEND_ORDER,
  type RefillAmountType,
  type RefillOrderType,
  type RefillRecord,
  refillAmount,
  refillAmountTypes,
  refillLinesProblem,
  refillRemarkProblem,
} from '@backdesk/domain';
import {
  Alert,
  AutoComplete,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { useFormatTime } from '../../../shared/time/format-time';
import {
  useCurrencyCodes,
  useReceivablesAccounts,
  useRefillPayInfo,
  useResendPackageNos,
  useSaveRefill,
} from '../api/refills-api';

type Values = {
  sourcePackageNo: string;
  orderType: RefillOrderType;
  packageNo?: string;
  amountType?: RefillAmountType;
  amount?: string;
  currency?: string;
  transactionId?: string;
  receivablesAccountId?: number | null;
  remark?: string;
  lines: { sku?: string; quantity?: number | null }[];
};

/** The server's field errors onto the form (line indexes as numbers, as Form.List names them). */
function setServerErrors(form: ReturnType<typeof Form.useForm<Values>>[0], error: unknown) {
  if (!isRequestError(error) || !error.fieldErrors.length) return false;
  const known = new Set([
    'packageNo',
    'amountType',
    'amount',
    'currency',
    'transactionId',
    'receivablesAccountId',
    'remark',
    'lines',
    'orderType',
  ]);
  const fields = error.fieldErrors
    .filter((f) => known.has(f.field.split('.')[0] ?? ''))
    .map((f) => {
      const path = f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      // the package of a refill is entered in the source field for an original order refill
      const name =
        path[0] === 'packageNo' && form.getFieldValue('orderType') === REFILL_ORIGINAL_ORDER
          ? ['sourcePackageNo']
          : path;
      return { name, errors: [f.message] };
    });
  if (!fields.length) return false;
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return true;
}

/** Add or edit a refill: the package and its order's payments, the type, amount, currency and product details. */
export function RefillDialog({
  open,
  editing,
  initialPackageNo,
  onClose,
}: {
  open: boolean;
  editing: RefillRecord | null;
  initialPackageNo?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [source, setSource] = useState<string | null>(null);
  const orderType = Form.useWatch('orderType', form) ?? REFILL_ORIGINAL_ORDER;
  const currency = Form.useWatch('currency', form) ?? null;
  const payInfo = useRefillPayInfo(open ? source : null);
  const resent = useResendPackageNos(open && orderType === REFILL_RESEND_ORDER ? source : null);
  const currencies = useCurrencyCodes();
  const accounts = useReceivablesAccounts(currency);
  const save = useSaveRefill();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        sourcePackageNo: editing.packageNo,
        orderType: editing.orderType,
        packageNo: editing.orderType === REFILL_RESEND_ORDER ? editing.packageNo : undefined,
        amountType: editing.amountType,
        amount: plainDecimal(editing.amount),
        currency: editing.currency,
        transactionId: editing.transactionId ?? undefined,
        receivablesAccountId: editing.receivablesAccount?.id ?? null,
        remark: editing.remark,
        lines: editing.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
      });
      setSource(editing.packageNo);
    } else {
      form.setFieldsValue({
        sourcePackageNo: initialPackageNo ?? '',
        orderType: REFILL_ORIGINAL_ORDER,
        lines: [{ sku: undefined, quantity: 1 }],
      });
      setSource(initialPackageNo ?? null);
    }
  }, [open, editing, initialPackageNo, form]);

  // the order's currency is the default of a new refill
  useEffect(() => {
    if (!editing && payInfo.data && !form.getFieldValue('currency'))
      form.setFieldValue('currency', payInfo.data.orderCurrency);
  }, [payInfo.data, editing, form]);

  const lookupError =
    payInfo.error && isRequestError(payInfo.error)
      ? payInfo.error.message
      : payInfo.error
        ? String(payInfo.error)
        : null;
  const orderSkus = payInfo.data?.orderLines ?? [];

  const submit = (values: Values) => {
    const packageNo = values.orderType === REFILL_RESEND_ORDER ? values.packageNo : values.sourcePackageNo;
    save.mutate(
      {
        isEdit: editing !== null,
        input: {
          id: editing?.id ?? null,
          packageNo: packageNo?.trim() ?? '',
          orderType: values.orderType,
          amountType: values.amountType!,
          amount: values.amount ?? '',
          currency: values.currency ?? '',
          transactionId: values.transactionId?.trim() || null,
          receivablesAccountId: values.receivablesAccountId ?? null,
          remark: values.remark?.trim() ?? '',
          lines: values.lines.map((l) => ({ sku: l.sku?.trim() ?? '', quantity: l.quantity ?? 0 })),
        },
      },
      {
        onSuccess: () => {
          void message.success(t('common.operationSuccess'));
          onClose();
        },
        onError: (error) => {
          setServerErrors(form, error);
          void message.error(
            isRequestError(error) && error.message ? error.message : t('request.networkError'),
          );
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? t('refills.editTitle', { refillNo: editing.refillNo }) : t('refills.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      width={820}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Flex gap={16} wrap>
          <Form.Item
            name="sourcePackageNo"
            label={t('refills.sourcePackageNo')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            style={{ flex: '1 1 240px' }}
            extra={payInfo.data ? `${t('refills.orderNo')}: ${payInfo.data.orderNo}` : undefined}
          >
            <Input.Search
              placeholder={t('refills.sourcePackageHint')}
              enterButton={t('common.search')}
              onSearch={(v) => setSource(v.trim() || null)}
              onBlur={(e) => setSource(e.target.value.trim() || null)}
              loading={payInfo.isFetching}
              allowClear
            />
          </Form.Item>
          <Form.Item name="orderType" label={t('refills.orderType')} rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              options={[REFILL_ORIGINAL_ORDER, REFILL_RESEND_ORDER].map((v) => ({
                value: v,
                label: t(`refills.orderTypes.${v}`),
              }))}
            />
          </Form.Item>
        </Flex>
        {lookupError ? (
          <Alert type="error" showIcon title={lookupError} style={{ marginBottom: 16 }} />
        ) : null}
        {orderType === REFILL_RESEND_ORDER ? (
          <Form.Item
            name="packageNo"
            label={t('refills.resendPackageNo')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select
              placeholder={t('refills.resendPackageHint')}
              loading={resent.isFetching}
              notFoundContent={t('refills.noResendPackages')}
              options={(resent.data ?? []).map((p) => ({ value: p, label: p }))}
            />
          </Form.Item>
        ) : null}
        {payInfo.data ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'payments',
                label: t('refills.payments'),
                children: payInfo.data.payments.length ? (
                  <Flex vertical gap={2}>
                    {payInfo.data.payments.map((p) => (
                      <span key={`${p.paymentGroup}-${p.method}-${p.transactionNo}`}>
                        <Tag>{paymentMethods.find((m) => m.code === p.method)?.[lang] ?? p.method}</Tag>
                        <Money amount={p.amount} currency={p.currency} />
                        {p.isDeposit ? <Tag style={{ marginLeft: 8 }}>{t('refills.deposit')}</Tag> : null}
                        {p.transactionNo ? (
                          <Typography.Text type="secondary" className="bd-mono" style={{ marginLeft: 8 }}>
                            {p.transactionNo}
                          </Typography.Text>
                        ) : null}
                        {p.paidAt ? (
                          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                            {formatTime(p.paidAt)}
                          </Typography.Text>
                        ) : null}
                      </span>
                    ))}
                  </Flex>
                ) : (
                  t('refills.noPayments')
                ),
              },
            ]}
          />
        ) : null}
        <Flex gap={16} wrap>
          <Form.Item
            name="amountType"
            label={t('refills.amountType')}
            rules={[{ required: true, message: t('common.required') }]}
            style={{ flex: '1 1 220px' }}
          >
            <Select
              options={refillAmountTypes.map((a) => ({
                value: a.value,
                label: t(`refills.amountTypes.${a.value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('refills.amount')}
            style={{ flex: '1 1 160px' }}
            rules={[
              { required: true, message: t('common.required') },
              {
                validator: (_r, v: string | undefined) => {
                  if (v === undefined || v === null || v === '') return Promise.resolve();
                  const checked = refillAmount(v);
                  return 'problem' in checked
                    ? Promise.reject(new Error(errorText(checked.problem.name, lang)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber<string> stringMode min="0" precision={undefined} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="currency"
            label={t('refills.currency')}
            rules={[{ required: true, message: t('common.required') }]}
            style={{ flex: '0 1 120px' }}
          >
            <Select
              showSearch
              loading={currencies.isLoading}
              options={(currencies.data ?? []).map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item
            name="transactionId"
            label={t('refills.transactionId')}
            tooltip={t('refills.transactionIdHint')}
            style={{ flex: '1 1 240px' }}
          >
            <Input maxLength={64} className="bd-mono" />
          </Form.Item>
          <Form.Item
            name="receivablesAccountId"
            label={t('refills.receivablesAccount')}
            style={{ flex: '1 1 240px' }}
          >
            <Select
              allowClear
              loading={accounts.isLoading}
              options={(accounts.data ?? []).map((a) => ({
                value: a.id,
                label: `${lang === 'zh' ? a.name : a.enName} · ${a.account}`,
              }))}
            />
          </Form.Item>
        </Flex>
        <Form.List
          name="lines"
          rules={[
            {
              validator: (_r, lines: Values['lines'] | undefined) => {
                const problem = refillLinesProblem(
                  (lines ?? []).map((l) => ({ sku: l?.sku ?? '', quantity: l?.quantity ?? 0 })),
                );
                return problem
                  ? Promise.reject(new Error(errorText(problem.name, lang, problem.params)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('refills.productDetails')} required>
              <Flex vertical gap={8}>
                {fields.map((field, i) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item name={[field.name, 'sku']} noStyle>
                      <AutoComplete
                        aria-label={t('refills.skuOf', { n: i + 1 })}
                        placeholder={t('refills.skuHint')}
                        style={{ width: 300 }}
                        options={orderSkus.map((l) => ({
                          value: l.sku,
                          label: (
                            <Flex justify="space-between" gap={8}>
                              <span className="bd-mono">{l.sku}</span>
                              <Typography.Text type="secondary" ellipsis>
                                {l.title} × {l.quantity}
                              </Typography.Text>
                            </Flex>
                          ),
                        }))}
                        filterOption={(input, option) =>
                          String(option?.value ?? '')
                            .toUpperCase()
                            .includes(input.trim().toUpperCase())
                        }
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'quantity']} noStyle>
                      <InputNumber
                        aria-label={t('refills.quantityOf', { n: i + 1 })}
                        min={1}
                        max={9999}
                        precision={0}
                        style={{ width: 120 }}
                        addonBefore={t('refills.quantity')}
                      />
                    </Form.Item>
                    <Button
                      aria-label={t('refills.removeProduct', { n: i + 1 })}
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ sku: undefined, quantity: 1 })}
                  style={{ width: 300 }}
                >
                  {t('refills.addProduct')}
                </Button>
                <Form.ErrorList errors={errors} />
              </Flex>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item
          name="remark"
          label={t('refills.remark')}
          tooltip={t('refills.remarkHint')}
          rules={[
            {
              validator: (_r, v: string | undefined) => {
                const problem = refillRemarkProblem(v);
                return problem ? Promise.reject(new Error(errorText(problem.name, lang))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('refills.remarkHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
