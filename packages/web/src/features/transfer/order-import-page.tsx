import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { errorText, ORDER_IMPORT_MAX_BYTES, ORDER_IMPORT_MAX_ROWS } from '@backdesk/domain';
import { countText } from '@backdesk/domain/currency';
import { Alert, Button, Card, Flex, Space, Steps, Switch, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { isRequestError, type RequestError } from '../../shared/request';
import { type ImportReport, useCheckOrderImport } from './api/check-order-import';
import { useDownloadImportTemplate } from './api/download-import-template';
import { useImportOrders } from './api/import-orders';
import { ImportReportTable } from './components/import-report-table';

/** /orderCenter/orderImport: template, upload, a dry run with a report per row, then the import. */
export function OrderImportPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const template = useDownloadImportTemplate();
  const check = useCheckOrderImport();
  const importing = useImportOrders();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ kind: 'checked' | 'imported'; data: ImportReport } | null>(null);
  const [failure, setFailure] = useState<RequestError | Error | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    setReport(null);
    setFailure(null);
  };
  const run = (kind: 'checked' | 'imported') => {
    if (!file) return;
    setFailure(null);
    (kind === 'checked' ? check : importing).mutate(file, {
      onSuccess: (data) => setReport({ kind, data }),
      onError: (error) => {
        setReport(null);
        setFailure(error);
      },
    });
  };
  const busy = check.isPending || importing.isPending;
  const canImport = report?.kind === 'checked' && report.data.orders > 0;
  const rows = report ? (onlyErrors ? report.data.rows.filter((r) => !r.isSuccess) : report.data.rows) : [];

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('orderImport.title')}>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('orderImport.intro')}
          </Typography.Paragraph>
          <Steps
            size="small"
            current={report ? 2 : file ? 1 : 0}
            items={[
              { title: t('orderImport.step1') },
              { title: t('orderImport.step2') },
              { title: t('orderImport.step3') },
            ]}
          />
          <Flex gap={12} wrap align="center">
            <Button
              icon={<DownloadOutlined />}
              loading={template.isPending}
              onClick={() =>
                template.mutate(undefined, {
                  onSuccess: () => void message.success(t('orderImport.templateDownloaded')),
                  onError: (error) => void message.error(error.message || t('request.networkError')),
                })
              }
            >
              {t('orderImport.downloadTemplate')}
            </Button>
            <Upload
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              showUploadList={false}
              maxCount={1}
              beforeUpload={(picked) => {
                if (picked.size > ORDER_IMPORT_MAX_BYTES) {
                  void message.error(errorText('UPLOAD_TOO_LARGE', lang));
                  return Upload.LIST_IGNORE;
                }
                choose(picked);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t('orderImport.chooseFile')}</Button>
            </Upload>
            <Space size={4}>
              <FileExcelOutlined />
              <Typography.Text type={file ? undefined : 'secondary'} data-testid="import-file-name">
                {file ? file.name : t('orderImport.noFile')}
              </Typography.Text>
              {file ? (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('orderImport.removeFile')}
                  onClick={() => choose(null)}
                />
              ) : null}
            </Space>
            <Typography.Text type="secondary">
              {t('orderImport.fileHint', { rows: countText(ORDER_IMPORT_MAX_ROWS) })}
            </Typography.Text>
          </Flex>
          <Flex gap={12} wrap>
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              disabled={!file || busy}
              loading={check.isPending}
              onClick={() => run('checked')}
            >
              {t('orderImport.check')}
            </Button>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={!canImport || busy}
              loading={importing.isPending}
              onClick={() => run('imported')}
            >
              {t('orderImport.import')}
            </Button>
            {file && !report && !failure ? (
              <Typography.Text type="secondary">{t('orderImport.checkFirst')}</Typography.Text>
            ) : null}
            {report?.kind === 'checked' && !report.data.orders ? (
              <Typography.Text type="warning">{t('orderImport.nothingToImport')}</Typography.Text>
            ) : null}
          </Flex>
          {failure ? (
            <Alert
              type="error"
              showIcon
              title={failure.message || t('request.networkError')}
              description={
                isRequestError(failure) && failure.fieldErrors.length ? (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {failure.fieldErrors.map((f) => (
                      <li key={`${f.field}-${f.code}`}>{f.message}</li>
                    ))}
                  </ul>
                ) : undefined
              }
            />
          ) : null}
        </Flex>
      </Card>
      {report ? (
        <Card
          size="small"
          title={t('orderImport.report')}
          extra={
            <Space>
              <Switch
                size="small"
                checked={onlyErrors}
                onChange={setOnlyErrors}
                aria-label={t('orderImport.onlyErrors')}
              />
              <Typography.Text>{t('orderImport.onlyErrors')}</Typography.Text>
            </Space>
          }
        >
          <Flex vertical gap={12}>
            <Alert
              type={report.data.failedRows ? 'warning' : 'success'}
              showIcon
              title={t(report.kind === 'checked' ? 'orderImport.checked' : 'orderImport.imported', {
                total: report.data.totalRows,
                ok: report.data.successRows,
                failed: report.data.failedRows,
                orders: report.data.orders,
              })}
            />
            <ImportReportTable rows={rows} imported={report.kind === 'imported'} />
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
