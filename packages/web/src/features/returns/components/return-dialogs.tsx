import { PrinterOutlined } from '@ant-design/icons';
import {
  mailingMethods,
  processingSchemes,
  type ReturnBatchResult,
  type ReturnLabel,
  type ReturnRecord,
  RS,
  returnStatusName,
  returnWarehouses,
} from '@backdesk/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchResultDialog } from '../../../shared/batch-result-dialog';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { formatTime } from '../../../shared/time/format-time';
import { useReturnLog } from '../api/returns-api';

/** The per-return outcome of a batch, labelled by return number. */
export function ReturnResultDialog({
  results,
  rows,
  nextStep,
  onClose,
}: {
  results: ReturnBatchResult[] | null;
  rows: readonly ReturnRecord[];
  /** The next steps of a refused return's status, said after the refusal. */
  nextStep?: (status: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BatchResultDialog
      title={t('returns.batchTitle')}
      summary={(ok, failed) => t('returns.batchSummary', { ok, failed })}
      onClose={onClose}
      rows={
        results?.map((r) => {
          const row = rows.find((x) => x.id === r.id);
          const refused = [r.response_message ?? '', row && nextStep ? nextStep(row.status) : ''];
          return {
            key: r.id,
            label: r.returnNo ?? row?.returnNo ?? String(r.id),
            ok: r.is_success,
            message: r.is_success ? t('common.operationSuccess') : refused.filter(Boolean).join(' · '),
          };
        }) ?? null
      }
    />
  );
}

/** The status log of one return. */
export function ReturnLogDialog({ row, onClose }: { row: ReturnRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const log = useReturnLog(row?.id ?? null);
  return (
    <DraggableDialog
      open={row !== null}
      title={t('returns.logTitle', { returnNo: row?.returnNo ?? '' })}
      onCancel={onClose}
      footer={null}
      width={560}
    >
      <Timeline
        items={(log.data ?? []).map((e) => ({
          key: e.id,
          children: (
            <Flex vertical>
              <Typography.Text strong>
                {e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus
                  ? t('returns.logEntry', {
                      from: returnStatusName(e.fromStatus, lang),
                      to: returnStatusName(e.toStatus, lang),
                    })
                  : e.toStatus
                    ? returnStatusName(e.toStatus, lang)
                    : e.action}
              </Typography.Text>
              <Typography.Text type="secondary">
                {formatTime(e.at)} · {localName({ name: e.userName ?? '', enName: e.userEnName }, lang)}
                {e.note ? ` · ${e.note}` : ''}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </DraggableDialog>
  );
}

/** The warehouse return labels of a print batch, printable with the browser's print. */
export function ReturnLabelsDialog({
  batch,
  onClose,
}: {
  batch: { batchNumber: string; labels: ReturnLabel[] } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <DraggableDialog
      open={batch !== null && batch.labels.length > 0}
      title={t('returns.printTitle')}
      onCancel={onClose}
      width={720}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('returns.printNow')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('returns.printBatch', { batchNumber: batch?.batchNumber ?? '' })}
      </Typography.Paragraph>
      <Flex vertical gap={12} className="bd-print-area">
        {batch?.labels.map((l) => {
          const w = returnWarehouses.find((x) => x.code === l.returnWarehouse);
          return (
            <Card key={l.id} size="small" title={<span className="bd-mono">{l.returnNo}</span>}>
              <Descriptions size="small" column={2}>
                <Descriptions.Item label={t('returns.shipTo')} span={2}>
                  {w?.[lang]} — {l.address}
                </Descriptions.Item>
                <Descriptions.Item label={t('returns.orderNo')}>{l.orderNo}</Descriptions.Item>
                <Descriptions.Item label={t('returns.packageNo')}>{l.packageNo}</Descriptions.Item>
                <Descriptions.Item label={t('returns.mailingMethod')}>
                  {mailingMethods.find((m) => m.value === l.mailingMethod)?.[lang]}
                </Descriptions.Item>
              </Descriptions>
              <Table
                size="small"
                pagination={false}
                rowKey="sku"
                dataSource={l.lines}
                columns={[
                  { key: 'sku', title: t('returns.sku'), dataIndex: 'sku' },
                  { key: 'title', title: t('returns.productTitle'), dataIndex: 'title' },
                  {
                    key: 'quantity',
                    title: t('returns.returnQuantity'),
                    dataIndex: 'quantity',
                    align: 'right',
                  },
                ]}
              />
            </Card>
          );
        })}
      </Flex>
    </DraggableDialog>
  );
}

/** Customer service's status change: the target and, for shipped goods, the return tracking number. */
export function TransferDialog({
  open,
  count,
  targets,
  loading,
  onSubmit,
  onClose,
}: {
  open: boolean;
  count: number;
  targets: readonly number[];
  loading: boolean;
  onSubmit: (v: { status: number; returnTrackingNo?: string; remark?: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm();
  const status = Form.useWatch('status', form);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <DraggableDialog
      open={open}
      title={t('returns.transferTitle', { count })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={loading}
    >
      <Form form={form} layout="vertical" onFinish={onSubmit}>
        <Form.Item
          name="status"
          label={t('returns.target')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Select options={targets.map((s) => ({ value: s, label: returnStatusName(s, lang) }))} />
        </Form.Item>
        {status === RS.goodsShipped ? (
          <Form.Item
            name="returnTrackingNo"
            label={t('returns.returnTrackingNo')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={t('returns.remark')}>
          <Input.TextArea maxLength={200} showCount rows={2} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}

/** One value for the selected returns: the repair tracking number (one return) or a processing scheme. */
export function ValueDialog({
  open,
  kind,
  loading,
  onSubmit,
  onClose,
}: {
  open: boolean;
  kind: 'repairTracking' | 'scheme';
  loading: boolean;
  onSubmit: (value: string | number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<{ value: string | number }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const label = kind === 'scheme' ? t('returns.processingScheme') : t('returns.repairTrackingNo');
  return (
    <DraggableDialog
      open={open}
      title={label}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={loading}
    >
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.value)}>
        <Form.Item name="value" label={label} rules={[{ required: true, message: t('common.required') }]}>
          {kind === 'scheme' ? (
            <Select options={processingSchemes.map((s) => ({ value: s.value, label: s[lang] }))} />
          ) : (
            <Input maxLength={60} />
          )}
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
