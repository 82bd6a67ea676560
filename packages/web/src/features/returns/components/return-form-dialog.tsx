import {
  errorText,
  expenseBearers,
  isReworkType,
  mailingMethods,
  processingCentres,
  RETURN_EXCHANGE,
  type ReturnCreateInput,
  returnClassifications,
  returnFormProblems,
  returnTypes,
  returnWarehouses,
} from '@backdesk/domain';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Table,
  TreeSelect,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type ProblemLabel, useProblemLabels } from '../../packages/api/list-problem-labels';
import { useCreateReturn, useReturnAddInfo } from '../api/returns-api';

type LabelNode = { value: number; title: string; children: LabelNode[] };
const treeOf = (labels: readonly ProblemLabel[], lang: 'zh' | 'en'): LabelNode[] =>
  labels.map((l) => ({
    value: l.id,
    title: lang === 'zh' ? l.name : l.enName || l.name,
    children: treeOf(l.childList ?? [], lang),
  }));

type LineState = { ticked: boolean; quantity: number; exchangeSku?: string; exchangeQuantity?: number };
type Values = Omit<ReturnCreateInput, 'lines' | 'packageNo' | 'needTest' | 'remark'> & {
  needTest?: boolean;
  remark?: string;
};

/**
 * New return: the package's products with quantities, the return type, warehouse and costs (spec 3 §3, §5).
 * `packageNo` opens it on that package (a suggested action of a mail case); the agent still fills and submits it.
 */
export function ReturnFormDialog({
  open,
  onClose,
  packageNo: initialPackageNo = null,
}: {
  open: boolean;
  onClose: () => void;
  packageNo?: string | null;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<Values>();
  const [typed, setTyped] = useState('');
  const [packageNo, setPackageNo] = useState<string | null>(null);
  const [lines, setLines] = useState<Record<number, LineState>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const info = useReturnAddInfo(packageNo);
  const labels = useProblemLabels(open);
  const create = useCreateReturn();
  const returnType = Form.useWatch('returnType', form);

  useEffect(() => {
    if (open) {
      form.resetFields();
      setTyped(initialPackageNo ?? '');
      setPackageNo(initialPackageNo);
      setLines({});
      setProblem(null);
    }
  }, [open, form, initialPackageNo]);
  useEffect(() => {
    if (info.data) {
      setLines(
        Object.fromEntries(info.data.lines.map((l) => [l.orderLineId, { ticked: false, quantity: 1 }])),
      );
      if (info.data.processingCentre) form.setFieldValue('processingCentre', info.data.processingCentre);
    }
  }, [info.data, form]);

  const patch = (id: number, p: Partial<LineState>) =>
    setLines((all) => ({ ...all, [id]: { ...all[id]!, ...p } }));

  const submit = (values: Values) => {
    if (!info.data) return;
    const input: ReturnCreateInput = {
      ...values,
      expenseAmount: values.expenseAmount?.trim() || undefined,
      maintenanceCost: values.maintenanceCost?.trim() || undefined,
      repairShippingFee: values.repairShippingFee?.trim() || undefined,
      packageNo: info.data.packageNo,
      needTest: values.needTest ?? false,
      remark: values.remark ?? '',
      lines: Object.entries(lines)
        .filter(([, l]) => l.ticked)
        .map(([id, l]) => ({
          orderLineId: Number(id),
          quantity: l.quantity,
          exchangeSku: values.returnType === RETURN_EXCHANGE ? l.exchangeSku : undefined,
          exchangeQuantity: values.returnType === RETURN_EXCHANGE ? l.exchangeQuantity : undefined,
        })),
    };
    // the domain's rules first (exchange products are checked against the catalogue by the server)
    const problems = returnFormProblems(input, {
      lines: info.data.lines,
      isVirtualOrder: info.data.isVirtualOrder,
      shipCountry: info.data.shipCountry,
      knownExchangeSkus: input.lines.map((l) => l.exchangeSku ?? ''),
    });
    const first = problems[0];
    if (first) {
      setProblem(errorText(first.name, lang, first.params));
      return;
    }
    setProblem(null);
    create.mutate(input, {
      onSuccess: () => onClose(),
      onError: (error) => {
        if (!applyFieldErrors(form, error))
          setProblem(error instanceof Error ? error.message : String(error));
      },
    });
  };

  return (
    <DraggableDialog
      open={open}
      title={t('returns.newReturn')}
      width={900}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={create.isPending}
            disabled={!info.data}
            onClick={() => form.submit()}
          >
            {t('returns.submit')}
          </Button>
        </Space>
      }
    >
      <Space.Compact style={{ width: 420, marginBottom: 12 }}>
        <Input
          aria-label={t('returns.packageNo')}
          placeholder={t('returns.packageHint')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => setPackageNo(typed.trim())}
        />
        <Button loading={info.isFetching} onClick={() => setPackageNo(typed.trim())}>
          {t('returns.loadPackage')}
        </Button>
      </Space.Compact>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      {info.data ? (
        <>
          <Table
            size="small"
            rowKey="orderLineId"
            pagination={false}
            aria-label={t('returns.products')}
            dataSource={info.data.lines}
            style={{ marginBottom: 12 }}
            columns={[
              {
                key: 'tick',
                width: 40,
                render: (_v, l) => (
                  <Checkbox
                    aria-label={l.sku}
                    checked={lines[l.orderLineId]?.ticked ?? false}
                    disabled={l.quantity - l.returnedQuantity <= 0}
                    onChange={(e) => patch(l.orderLineId, { ticked: e.target.checked })}
                  />
                ),
              },
              {
                key: 'sku',
                title: t('returns.sku'),
                render: (_v, l) => <span className="bd-mono">{l.sku}</span>,
              },
              {
                key: 'title',
                title: t('returns.productTitle'),
                render: (_v, l) => (lang === 'zh' ? l.titleZh : l.title),
              },
              {
                key: 'returnable',
                title: t('returns.returnable'),
                align: 'right',
                render: (_v, l) => `${l.quantity - l.returnedQuantity} / ${l.quantity}`,
              },
              {
                key: 'quantity',
                title: t('returns.returnQuantity'),
                render: (_v, l) => (
                  <InputNumber
                    aria-label={`${t('returns.returnQuantity')} ${l.sku}`}
                    min={1}
                    precision={0}
                    value={lines[l.orderLineId]?.quantity}
                    onChange={(v) => patch(l.orderLineId, { quantity: Number(v ?? 0) })}
                  />
                ),
              },
              ...(returnType === RETURN_EXCHANGE
                ? [
                    {
                      key: 'exchangeSku',
                      title: t('returns.exchangeSku'),
                      render: (_v: unknown, l: { orderLineId: number; sku: string }) => (
                        <Input
                          aria-label={`${t('returns.exchangeSku')} ${l.sku}`}
                          value={lines[l.orderLineId]?.exchangeSku}
                          onChange={(e) => patch(l.orderLineId, { exchangeSku: e.target.value })}
                        />
                      ),
                    },
                    {
                      key: 'exchangeQuantity',
                      title: t('returns.exchangeQuantity'),
                      render: (_v: unknown, l: { orderLineId: number; sku: string }) => (
                        <InputNumber
                          aria-label={`${t('returns.exchangeQuantity')} ${l.sku}`}
                          precision={0}
                          value={lines[l.orderLineId]?.exchangeQuantity}
                          onChange={(v) => patch(l.orderLineId, { exchangeQuantity: v ?? undefined })}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ returnType: 3, mailingMethod: 1 }}
          >
            <Row gutter={12}>
              <Col span={8}>
                <Form.Item name="returnType" label={t('returns.returnType')} rules={[{ required: true }]}>
                  <Select options={returnTypes.map((x) => ({ value: x.value, label: x[lang] }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="returnWarehouse"
                  label={t('returns.returnWarehouse')}
                  rules={[{ required: true, message: t('common.required') }]}
                >
                  <Select options={returnWarehouses.map((x) => ({ value: x.code, label: x[lang] }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="processingCentre" label={t('returns.processingCentre')}>
                  <Select
                    allowClear
                    options={processingCentres.map((x) => ({ value: x.code, label: x[lang] }))}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="mailingMethod"
                  label={t('returns.mailingMethod')}
                  rules={[{ required: true }]}
                >
                  <Select options={mailingMethods.map((x) => ({ value: x.value, label: x[lang] }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="returnClassification"
                  label={t('returns.returnClassification')}
                  rules={[{ required: true, message: t('common.required') }]}
                >
                  <Select options={returnClassifications.map((x) => ({ value: x.value, label: x[lang] }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="problemLabelId" label={t('returns.questionLabel')}>
                  <TreeSelect
                    allowClear
                    showSearch
                    treeNodeFilterProp="title"
                    treeData={treeOf(labels.data ?? [], lang)}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="needTest" label={t('returns.needTest')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="expenseBearer" label={t('returns.expenseBearer')}>
                  <Select
                    allowClear
                    options={expenseBearers.map((x) => ({ value: x.value, label: x[lang] }))}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="expenseAmount" label={t('returns.expenseAmount')}>
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="maintenanceCost"
                  label={t('returns.maintenanceCost')}
                  rules={[{ required: isReworkType(returnType ?? 0), message: t('common.required') }]}
                >
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="repairShippingFee" label={t('returns.repairShippingFee')}>
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col span={16}>
                <Form.Item name="sendBackAddress" label={t('returns.sendBackAddress')}>
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="remark" label={t('returns.remark')}>
                  <Input.TextArea maxLength={200} showCount rows={2} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </>
      ) : null}
    </DraggableDialog>
  );
}
