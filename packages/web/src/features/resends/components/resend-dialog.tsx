import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  PlusOutlined,
  SearchOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import {
  deliveryStatuses,
  disabledResendProblemType,
  errorText,
  type ResendDetailInput,
  type ResendPackageProduct,
  type ResendProblem,
  resendCurrencies,
  resendLimits,
  resendReasonRemark,
  resendRecordStatus,
  resendSaveStep,
  resendStatuses,
  resendUploadRequired,
  severalResends,
  testProductProblem,
  type UploadItem,
} from '@backdesk/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { enumLabel } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { ImageUpload } from '../../../shared/image-upload/image-upload';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request/request-error';
import { orderDetailsPath } from '../../../shared/screens';
import { useSession } from '../../../shared/session/session-store';
import { useFormatTime } from '../../../shared/time/format-time';
import {
  getPackageProducts,
  getTestProducts,
  lookupCode,
  useResendDetail,
  useResendPreCheck,
  useResendProblemTypes,
  useSaveResend,
} from '../api/resends-api';

/** A reissued product of a row: the code typed or picked, how many, and whether the lookup found it. */
type ResendItem = { key: string; code: string; desc: string; Number: number; valid: boolean | null };
/** A product of the package: ticked it is a problem product with its question label and reissue products. */
type ProductRow = ResendPackageProduct & {
  selected: boolean;
  ProblemType: number | null;
  items: ResendItem[];
};
type CommitState = 'hidden' | 'loading' | 'success' | 'fail';

type FormValues = {
  packageNo?: string;
  extraPayTrasactionId?: string;
  extraPay?: string | null;
  currency?: string;
  batchException?: boolean;
  deliveryStatus?: '1' | '2' | '3';
  remark?: string;
  videoLink?: string;
  fileList?: UploadItem[];
};

type Props = {
  open: boolean;
  onClose: () => void;
  /** The order's packages: one fills the order number, several make it a selector. */
  packageNos?: string[];
  /** Edits this resend (the title says edit). */
  editId?: number | null;
  /** The flow asks a second confirmation ('confirm resend?'): the batch resend and the standalone page. */
  asksTwice?: boolean;
  /** Rendered as a page (the standalone /OAShowPage form) instead of a dialog. */
  inline?: boolean;
  onDirty?: () => void;
  onSaved?: () => void;
  /** Raised from this work order (spec 2 §3 'Work-order wrapper'): a new resend is linked to it. */
  workOrderNo?: string | null;
  /** A complaint work order's handler (spec 2 §3 directorId). */
  directorId?: number | null;
};

let itemSeq = 0;
const newItem = (code = '', count = 1, valid: boolean | null = null, desc = ''): ResendItem => ({
  key: `i${++itemSeq}`,
  code,
  desc,
  Number: count,
  valid,
});

/** The details of the request: one per problem product (ticked row). */
const detailsOf = (rows: ProductRow[]): ResendDetailInput[] =>
  rows
    .filter((r) => r.selected)
    .map((r) => ({
      ProblemProductCode: r.ProductCode,
      ProblemType: r.ProblemType,
      ResendProductList: r.items.map((i) => ({ ResendProductCode: i.code.trim(), Number: i.Number })),
    }));

/**
 * The reissue dialog (spec 2 §2 'Reissue dialog', §4, §5 'Resend save, in order'): 850 px, draggable, not closed by
 * the backdrop. The pre-check runs on package entry; the save runs the domain's steps in order, asks where they ask,
 * and shows its commit state (hidden → loading → success, closing after 300 ms, or fail).
 */
export function ResendDialog({
  open,
  onClose,
  packageNos = [],
  editId = null,
  asksTwice = false,
  inline = false,
  onDirty,
  onSaved,
  workOrderNo = null,
  directorId = null,
}: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const user = useSession((s) => s.user);
  const formatTime = useFormatTime();
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [packageNo, setPackageNo] = useState<string | null>(null);
  const [rows, setRows] = useState<ProductRow[]>([]);
  const [loadingRows, setLoadingRows] = useState(false);
  const [flag, setFlag] = useState<ResendProblem | null>(null);
  const [commit, setCommit] = useState<CommitState>('hidden');
  const [failText, setFailText] = useState('');
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const detail = useResendDetail(open && editId !== null ? editId : null);
  const [opening, setOpening] = useState(0);
  const preCheck = useResendPreCheck(open ? packageNo : null, editId, opening);
  const problemTypes = useResendProblemTypes();
  const save = useSaveResend();
  const pre = preCheck.data;
  const isEdit = editId !== null;

  // open: a fresh form, the first package entered (or the edited resend's)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setRows([]);
    setFlag(null);
    setCommit('hidden');
    setFailText('');
    setOpenedAt(new Date());
    setOpening((n) => n + 1);
    const first = editId === null ? (packageNos[0] ?? null) : null;
    setPackageNo(first);
    form.setFieldsValue({ packageNo: first ?? undefined, deliveryStatus: '1', extraPay: null, fileList: [] });
  }, [open, editId]);
  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  // edit: the record fills the form
  useEffect(() => {
    const r = detail.data;
    if (!open || !r) return;
    setPackageNo(r.oldPackageNo);
    form.setFieldsValue({
      packageNo: r.oldPackageNo,
      extraPayTrasactionId: r.extraPayTrasactionId ?? undefined,
      extraPay: r.extraPay,
      currency: r.currency,
      batchException: r.batchException,
      deliveryStatus: r.deliveryStatus as '1' | '2' | '3',
      remark: r.remark,
      videoLink: r.videoLink ?? undefined,
      fileList: r.fileList,
    });
  }, [open, detail.data, form]);

  // the pre-check's answer: delivery status, currency and the package's products
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!pre) return;
    if (!isEdit)
      form.setFieldsValue({
        deliveryStatus: (pre.DeliveryStatus as '1' | '2' | '3') ?? '1',
        currency: form.getFieldValue('currency') || pre.currency,
      });
    if (!pre.blocked) void loadRows(pre.packageNo);
  }, [pre]);

  async function loadRows(no: string | null | undefined) {
    if (!no?.trim()) {
      void message.warning(errorText('RESEND_ORDER_NUMBER_FIRST', lang));
      return;
    }
    setLoadingRows(true);
    try {
      const products = await getPackageProducts(no.trim());
      const edited = detail.data?.refundSku.Details ?? [];
      setRows(
        products.map((p) => {
          const d = isEdit ? edited.find((x) => x.ProblemProductCode === p.ProductCode) : undefined;
          return {
            ...p,
            selected: Boolean(d),
            ProblemType: d?.ProblemType ?? null,
            items: d ? d.ResendProductList.map((i) => newItem(i.ResendProductCode, i.Number, true)) : [],
          };
        }),
      );
    } catch {
      setRows([]);
    } finally {
      setLoadingRows(false);
    }
  }

  /** Changes the rows; the reason remark is regenerated from the selections. */
  const regenerateRemark = (next: ProductRow[]) => {
    const remark = resendReasonRemark(
      detailsOf(next).map((d) => ({
        ...d,
        ProblemType: d.ProblemType == null ? null : Number(d.ProblemType),
      })),
      lang,
    );
    form.setFieldsValue({ remark });
  };
  const changeRows = (next: ProductRow[]) => {
    onDirty?.();
    setRows(next);
    regenerateRemark(next);
  };
  const patchRow = (code: string, change: Partial<ProductRow>) =>
    changeRows(rows.map((r) => (r.ProductCode === code ? { ...r, ...change } : r)));
  const patchItem = (code: string, key: string, change: Partial<ResendItem>) =>
    setRows((list) =>
      list.map((r) =>
        r.ProductCode === code
          ? { ...r, items: r.items.map((i) => (i.key === key ? { ...i, ...change } : i)) }
          : r,
      ),
    );

  /** Problem types 3 and 6 run the test-product check; a warning asks and clears the row's question label. */
  const chooseProblemType = async (row: ProductRow, type: number | null) => {
    patchRow(row.ProductCode, { ProblemType: type });
    if (type !== 3 && type !== 6) return;
    const [answer] = await getTestProducts([row.ProductCode]).catch(() => []);
    const problem = testProductProblem(type, row.ProductCode, answer ? [answer.isTest] : []);
    if (!problem) return;
    setFlag(problem);
    const clear = () => {
      setFlag(null);
      setRows((list) =>
        list.map((r) => (r.ProductCode === row.ProductCode ? { ...r, ProblemType: null } : r)),
      );
    };
    modal.confirm({
      title: errorText(problem.name, lang, problem.params),
      okText: t('resends.needsTestingYes'),
      cancelText: t('resends.needsTestingNo'),
      onOk: clear,
      onCancel: clear,
    });
  };

  /** A reissue code is verified by lookup: 'not a valid SKU/POA' when neither is found. */
  const verifyItem = async (row: ProductRow, item: ResendItem) => {
    const code = item.code.trim();
    if (!code) return;
    try {
      const info = await lookupCode(code);
      const desc = lang === 'zh' ? info.ProductDescZh : info.ProductDesc;
      setRows((list) => {
        const next = list.map((r) =>
          r.ProductCode === row.ProductCode
            ? {
                ...r,
                items: r.items.map((i) =>
                  i.key === item.key ? { ...i, code: info.SKU, valid: true, desc } : i,
                ),
              }
            : r,
        );
        regenerateRemark(next);
        return next;
      });
    } catch (error) {
      patchItem(row.ProductCode, item.key, { valid: false });
      void message.warning(
        isRequestError(error) && error.code ? error.message : errorText('RESEND_INVALID_SKU', lang, { code }),
      );
    }
  };

  const close = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    onClose();
  };

  const submit = async () => {
    const formValid = await form.validateFields().then(
      () => true,
      () => false,
    );
    const values = form.getFieldsValue(true) as FormValues;
    const details = detailsOf(rows);
    const invalid = rows.flatMap((r) => (r.selected ? r.items : [])).find((i) => i.valid === false);
    if (formValid && invalid) {
      void message.warning(errorText('RESEND_INVALID_SKU', lang, { code: invalid.code }));
      return;
    }
    const input = {
      id: editId,
      oldPackageNo: values.packageNo ?? '',
      deliveryStatus: values.deliveryStatus ?? '1',
      remark: values.remark ?? '',
      currency: values.currency ?? pre?.currency ?? '',
      extraPay: values.extraPay ?? null,
      extraPayTrasactionId: values.extraPayTrasactionId || null,
      batchException: values.batchException ?? false,
      needTest: pre?.IfTest ?? false,
      orderProblemType: details[0]?.ProblemType == null ? null : Number(details[0].ProblemType),
      Status: resendRecordStatus(detail.data?.status),
      refundSku: { OrderID: pre?.orderId ?? null, Details: details },
      videoLink: values.videoLink || null,
      fileList: values.fileList ?? [],
      isPpAdd: false,
      ...(workOrderNo && !isEdit ? { workOrderNo } : {}),
      ...(directorId && !isEdit ? { directorId } : {}),
    };
    const ctx = {
      formValid,
      isVirtual: pre?.isVirtual ?? false,
      testPlatform: pre?.isTestPlatform ?? false,
      orderProductCodes: pre?.orderProductCodes ?? [],
      flag,
      asksTwice,
    };
    const run = (answers: { missingDetailsConfirmed?: boolean; againConfirmed?: boolean }) => {
      const step = resendSaveStep(
        { ...input, videoLink: input.videoLink, fileList: input.fileList, refundSku: { Details: details } },
        ctx,
        answers,
      );
      if (step.outcome === 'abort') return;
      if (step.outcome === 'error') {
        void message.warning(errorText(step.problem.name, lang, step.problem.params));
        return;
      }
      if (step.outcome === 'confirm') {
        modal.confirm({
          title: errorText(step.problem.name, lang, step.problem.params),
          onOk: () =>
            run(
              step.step === 12
                ? { ...answers, missingDetailsConfirmed: true }
                : { ...answers, againConfirmed: true },
            ),
          onCancel: () => setCommit('hidden'),
        });
        return;
      }
      setCommit('loading');
      save.mutate(
        { input: { ...input, confirmMissingDetails: answers.missingDetailsConfirmed ?? false }, isEdit },
        {
          onSuccess: (saved) => {
            setCommit('success');
            void message.success(
              isEdit ? t('resends.savedEdit') : t('resends.saved', { packageNo: saved.newPackageNo }),
            );
            onSaved?.();
            closeTimer.current = setTimeout(close, resendLimits.closeDelayMs);
          },
          onError: (error) => {
            setCommit('fail');
            setFailText(error.message);
          },
        },
      );
    };
    run({});
  };

  const disabledType = disabledResendProblemType(pre?.IfTest ?? false);
  const typeOptions = (problemTypes.data ?? []).map((p) => ({
    value: p.id,
    label: lang === 'zh' ? p.name : p.enName,
    disabled: p.id === disabledType,
  }));
  const uploadNeeded = resendUploadRequired(detailsOf(rows));
  const creator = isEdit ? detail.data?.createdBy : user ? { name: user.name, enName: user.enName } : null;
  const createdAt = isEdit ? detail.data?.createDate : openedAt;
  const existing = pre?.existing ?? [];

  const blocked = Boolean(pre?.blocked);
  const warnings = (() => {
    const list: { key: string; type: 'error' | 'warning' | 'info'; text: string; more?: ReactNode }[] = [];
    if (workOrderNo && !isEdit)
      list.push({ key: 'workOrder', type: 'info', text: t('resends.fromWorkOrder', { workOrderNo }) });
    if (preCheck.error) list.push({ key: 'error', type: 'error', text: preCheck.error.message });
    if (pre?.blocked)
      list.push({
        key: 'blocked',
        type: 'error',
        text: pre.blocked.msg,
        // an existing resend is named, with the way to it
        more:
          pre.blocked.name === 'RESEND_ALREADY_EXISTS' && existing.length ? (
            <Flex vertical gap={2}>
              {existing.map((r) => (
                <span key={r.id}>
                  {t('resends.existsOf', {
                    packageNo: r.newPackageNo,
                    status: enumLabel(resendStatuses, r.status, lang),
                    createdAt: formatTime(r.createDate),
                    createdBy: localName({ name: r.createdBy.name ?? '', enName: r.createdBy.enName }, lang),
                  })}
                </span>
              ))}
              <Link to={orderDetailsPath(pre.orderId)} onClick={close}>
                {t('resends.openExisting')}
              </Link>
            </Flex>
          ) : undefined,
      });
    if (severalResends(existing.length))
      list.push({
        key: 'several',
        type: 'warning',
        text: t('resends.severalExist', { count: existing.length }),
      });
    else if (existing.length === 1 && !pre?.blocked)
      list.push({
        key: 'one',
        type: 'info',
        text: t('resends.oneExists', {
          packageNo: existing[0]!.newPackageNo,
          status: enumLabel(resendStatuses, existing[0]!.status, lang),
        }),
      });
    return list;
  })();

  const commitTag =
    commit === 'hidden' ? null : commit === 'loading' ? (
      <Tag icon={<SyncOutlined spin />} color="processing">
        {t('resends.commit.loading')}
      </Tag>
    ) : commit === 'success' ? (
      <Tag icon={<CheckCircleOutlined />} color="success">
        {t('resends.commit.success')}
      </Tag>
    ) : (
      <Tag icon={<CloseCircleOutlined />} color="error">
        {failText ? t('resends.commit.failWith', { message: failText }) : t('resends.commit.fail')}
      </Tag>
    );

  const footer = (
    <Flex justify="space-between" align="center" gap={8}>
      <span role="status" aria-label={t('resends.commit.label')} aria-live="polite">
        {commitTag}
      </span>
      <Space>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={commit === 'loading'}
          disabled={Boolean(pre?.isVirtual) || blocked || commit === 'success'}
        >
          {t('resends.confirm')}
        </Button>
      </Space>
    </Flex>
  );

  const body = (
    <Form<FormValues> form={form} layout="vertical" onValuesChange={() => onDirty?.()} requiredMark>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="packageNo"
            label={t('resends.orderNumber')}
            rules={[{ required: true, message: errorText('FIELD_REQUIRED', lang) }]}
          >
            {packageNos.length > 1 && !isEdit ? (
              <Select
                options={packageNos.map((p) => ({ value: p, label: p }))}
                onChange={(v: string) => {
                  setRows([]);
                  setPackageNo(v);
                }}
              />
            ) : (
              <Input
                disabled={isEdit}
                allowClear
                placeholder={t('resends.orderNumberHint')}
                onBlur={(e) => {
                  const v = e.target.value.trim();
                  if (v && v !== packageNo) {
                    setRows([]);
                    setPackageNo(v);
                  }
                }}
                onPressEnter={(e) => {
                  const v = e.currentTarget.value.trim();
                  if (v) {
                    setRows([]);
                    setPackageNo(v);
                  }
                }}
              />
            )}
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="deliveryStatus"
            label={t('resends.deliveryStatus')}
            rules={[{ required: true, message: errorText('FIELD_REQUIRED', lang) }]}
          >
            <Select options={deliveryStatuses.map((d) => ({ value: String(d.value), label: d[lang] }))} />
          </Form.Item>
        </Col>
      </Row>
      {warnings.map((w) => (
        <Alert
          key={w.key}
          type={w.type}
          showIcon
          title={w.text}
          description={w.more}
          style={{ marginBottom: 12 }}
        />
      ))}
      <fieldset disabled={blocked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Row gutter={16} align="bottom">
          <Col span={8}>
            <Form.Item name="extraPayTrasactionId" label={t('resends.extraPayTransactionId')}>
              <Input maxLength={resendLimits.transactionNumber} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="extraPay" label={t('resends.extraPay')}>
              <InputNumber<string>
                stringMode
                min="0"
                precision={4}
                style={{ width: '100%' }}
                placeholder="0"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="currency" label={t('resends.currency')}>
              <Select
                showSearch
                options={resendCurrencies.map((c) => ({ value: c, label: c.toUpperCase() }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space size="large" style={{ marginBottom: 12 }}>
          <Checkbox checked={pre?.IfTest ?? false} disabled>
            {t('resends.needTest')}
          </Checkbox>
          <Form.Item name="batchException" valuePropName="checked" noStyle>
            <Checkbox>{t('resends.batchException')}</Checkbox>
          </Form.Item>
        </Space>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('resends.problemTable')}</Typography.Text>
          <Button
            size="small"
            icon={<SearchOutlined />}
            loading={loadingRows}
            onClick={() => void loadRows(form.getFieldValue('packageNo'))}
          >
            {t('resends.findRelated')}
          </Button>
        </Flex>
        <Table<ProductRow>
          size="small"
          rowKey="ProductCode"
          pagination={false}
          loading={loadingRows || preCheck.isFetching}
          aria-label={t('resends.problemTable')}
          dataSource={rows}
          locale={{ emptyText: t('resends.noProducts') }}
          rowSelection={{
            selectedRowKeys: rows.filter((r) => r.selected).map((r) => r.ProductCode),
            getCheckboxProps: (r) => ({
              'aria-label': t('resends.problemProductOf', { code: r.ProductCode }),
            }),
            onChange: (keys) =>
              changeRows(
                rows.map((r) => {
                  const selected = keys.includes(r.ProductCode);
                  if (selected === r.selected) return r;
                  return selected
                    ? {
                        ...r,
                        selected,
                        items: r.items.length ? r.items : [newItem(r.ProductCode, 1, true, r.ProductDesc)],
                      }
                    : { ...r, selected, ProblemType: null, items: [] };
                }),
              ),
          }}
          columns={[
            {
              key: 'product',
              title: t('resends.problemProduct'),
              render: (_v, r) => (
                <Flex vertical>
                  <span className="bd-mono">{r.ProductCode}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.ProductDesc} × {r.quantity}
                    {r.isTest ? ` · ${t('resends.testProduct')}` : ''}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'type',
              title: t('resends.questionLabel'),
              width: 210,
              render: (_v, r) => (
                <Select<number>
                  aria-label={t('resends.questionLabelOf', { code: r.ProductCode })}
                  style={{ width: '100%' }}
                  disabled={!r.selected}
                  value={r.ProblemType ?? undefined}
                  placeholder={t('resends.questionLabelPlaceholder')}
                  options={typeOptions}
                  allowClear
                  onChange={(v) => void chooseProblemType(r, v ?? null)}
                />
              ),
            },
            {
              key: 'items',
              title: t('resends.reissueProducts'),
              width: 330,
              render: (_v, r) =>
                r.selected ? (
                  <Flex vertical gap={4}>
                    {r.items.map((i) => (
                      <Space.Compact key={i.key} style={{ width: '100%' }}>
                        <Input
                          aria-label={t('resends.reissueCodeOf', { code: r.ProductCode })}
                          value={i.code}
                          status={i.valid === false ? 'error' : undefined}
                          placeholder={t('resends.reissueCodeHint')}
                          onChange={(e) =>
                            patchItem(r.ProductCode, i.key, { code: e.target.value, valid: null })
                          }
                          onBlur={() => void verifyItem(r, i)}
                        />
                        <InputNumber<number>
                          aria-label={t('resends.reissueNumberOf', { code: r.ProductCode })}
                          min={1}
                          precision={0}
                          value={i.Number}
                          style={{ width: 80 }}
                          onChange={(v) => {
                            const next = rows.map((x) =>
                              x.ProductCode === r.ProductCode
                                ? {
                                    ...x,
                                    items: x.items.map((y) =>
                                      y.key === i.key ? { ...y, Number: v ?? 0 } : y,
                                    ),
                                  }
                                : x,
                            );
                            changeRows(next);
                          }}
                        />
                        <Button
                          aria-label={t('resends.removeItem')}
                          icon={<DeleteOutlined />}
                          onClick={() =>
                            changeRows(
                              rows.map((x) =>
                                x.ProductCode === r.ProductCode
                                  ? { ...x, items: x.items.filter((y) => y.key !== i.key) }
                                  : x,
                              ),
                            )
                          }
                        />
                      </Space.Compact>
                    ))}
                    <Button
                      size="small"
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => patchRow(r.ProductCode, { items: [...r.items, newItem()] })}
                    >
                      {t('resends.addItem')}
                    </Button>
                  </Flex>
                ) : null,
            },
          ]}
        />
        <Form.Item
          name="fileList"
          label={t('resends.upload')}
          required={uploadNeeded}
          style={{ marginTop: 16 }}
          extra={uploadNeeded ? errorText('RESEND_UPLOAD_REQUIRED', lang) : undefined}
        >
          <ImageUpload />
        </Form.Item>
        <Form.Item name="videoLink" label={t('resends.videoLink')}>
          <Input maxLength={resendLimits.videoLink} placeholder="https://" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label={t('resends.creator')}>
              <Input
                readOnly
                value={creator ? localName({ name: creator.name ?? '', enName: creator.enName }, lang) : ''}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('resends.createDate')}>
              <Input readOnly value={createdAt ? formatTime(createdAt) : ''} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="remark"
          label={t('resends.remark')}
          rules={[
            { required: true, whitespace: true, message: errorText('FIELD_REQUIRED', lang) },
            { max: resendLimits.remark, message: errorText('RESEND_REMARK_TOO_LONG', lang) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={resendLimits.remark} showCount />
        </Form.Item>
      </fieldset>
    </Form>
  );

  const title = isEdit ? t('resends.editTitle') : t('resends.addTitle');
  if (inline)
    return (
      <Card
        title={title}
        actions={[
          <div key="footer" style={{ padding: '0 16px' }}>
            {footer}
          </div>,
        ]}
      >
        {body}
      </Card>
    );
  return (
    <DraggableDialog
      open={open}
      title={title}
      width={resendLimits.dialogWidth}
      maskClosable={false}
      onCancel={close}
      destroyOnHidden
      footer={footer}
    >
      {body}
    </DraggableDialog>
  );
}
