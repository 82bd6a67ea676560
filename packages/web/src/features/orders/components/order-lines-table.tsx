import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import type { OrderLine } from '../api/get-order';

/** Product attributes as 'colour: Pink · model: iPhone 15'. */
export const attributesText = (attributes: Record<string, string> | null | undefined) =>
  Object.entries(attributes ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');

/** The lines of an order: product, codes, quantity and prices. */
export function OrderLinesTable({ lines, currency }: { lines: OrderLine[]; currency: string }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <Table<OrderLine>
      aria-label={t('orders.lines')}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'product',
          title: t('orders.product'),
          render: (_v, l) => (
            <Flex vertical gap={2}>
              <span>
                {lang === 'zh' ? l.titleZh || l.title : l.title}
                {l.isTest ? (
                  <Tag color="orange" style={{ marginInlineStart: 8 }}>
                    {t('orders.testProduct')}
                  </Tag>
                ) : null}
                {l.isVirtual ? (
                  <Tag color="purple" style={{ marginInlineStart: 8 }}>
                    {t('orders.virtualProduct')}
                  </Tag>
                ) : null}
              </span>
              <Typography.Text type="secondary">{attributesText(l.attributes)}</Typography.Text>
            </Flex>
          ),
        },
        { key: 'sku', title: t('orders.sku'), render: (_v, l) => <span className="bd-mono">{l.sku}</span> },
        { key: 'poa', title: t('orders.poa'), dataIndex: 'poa' },
        { key: 'itemCode', title: t('orders.itemCode'), dataIndex: 'itemCode' },
        { key: 'quantity', title: t('orders.quantity'), dataIndex: 'quantity', align: 'right' },
        {
          key: 'unitPrice',
          title: t('orders.unitPrice'),
          align: 'right',
          render: (_v, l) => <Money amount={l.unitPrice} currency={currency} />,
        },
        {
          key: 'discount',
          title: t('orders.discount'),
          align: 'right',
          render: (_v, l) => <Money amount={l.discount} currency={currency} dimZero />,
        },
        {
          key: 'deposit',
          title: t('orders.deposit'),
          align: 'right',
          render: (_v, l) => <Money amount={l.deposit} currency={currency} dimZero />,
        },
        {
          key: 'amount',
          title: t('orders.lineAmount'),
          align: 'right',
          render: (_v, l) => <Money amount={l.amount} currency={currency} strong />,
        },
      ]}
    />
  );
}
