import { importColumnLabel } from '@backdesk/domain';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { orderDetailsPath } from '../../../shared/screens';
import type { ImportReportRow } from '../api/check-order-import';

/** The per-row report of a dry run or an import: the row number, its order, the result and every error. */
export function ImportReportTable({ rows, imported }: { rows: ImportReportRow[]; imported: boolean }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <Table<ImportReportRow>
      aria-label={t('orderImport.report')}
      size="small"
      rowKey="row"
      dataSource={rows}
      pagination={{ defaultPageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 900 }}
      columns={[
        { key: 'row', title: t('orderImport.row'), dataIndex: 'row', width: 72 },
        {
          key: 'originalOrderId',
          title: t('orderImport.originalOrderId'),
          dataIndex: 'originalOrderId',
          width: 200,
          className: 'bd-mono',
        },
        { key: 'sku', title: t('orderImport.sku'), dataIndex: 'sku', width: 160 },
        {
          key: 'result',
          title: t('orderImport.result'),
          width: 110,
          render: (_v, r) =>
            r.isSuccess ? (
              <Tag color="success">{t(imported ? 'orderImport.done' : 'orderImport.valid')}</Tag>
            ) : (
              <Tag color="error">{t(imported ? 'orderImport.notImported' : 'orderImport.invalid')}</Tag>
            ),
        },
        {
          key: 'orderNo',
          title: t('orderImport.orderNo'),
          width: 170,
          render: (_v, r) =>
            r.orderId && r.orderNo ? (
              <Link to={orderDetailsPath(r.orderId)} className="bd-mono">
                {r.orderNo}
              </Link>
            ) : null,
        },
        {
          key: 'messages',
          title: t('orderImport.messages'),
          render: (_v, r) =>
            r.errors.map((e) => (
              <div key={`${e.field}-${e.code}`}>
                {e.field ? (
                  <Typography.Text strong>{importColumnLabel(e.field, lang)}: </Typography.Text>
                ) : null}
                <Typography.Text type="danger">{e.message}</Typography.Text>
              </div>
            )),
        },
      ]}
    />
  );
}
