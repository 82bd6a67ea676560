import {
  entryEditProblem,
  entryExtraAmountFields,
  errorText,
  ORDER_ENTERED_ACTION,
  orderEntryInputSchema,
  orderUpdateInputSchema,
} from '@backdesk/domain';
import { Alert, Button, Card, Flex, Form, Input, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { orderDetailsPath } from '../../shared/screens';
import { LoadErrorPage } from '../../shared/status-page';
import { useTabTitle } from '../../shared/tab-title';
import { useAddOrder } from './api/add-order';
import { type EntryOrder, findOrderByNo, useEntryOrder } from './api/get-entry-order';
import { useUpdateOrder } from './api/update-order';
import {
  type EntryFormValues,
  OrderEntryForm,
  orderPlatformName,
  showIssues,
  showLinesProblem,
  showServerErrors,
} from './order-entry-form';

/** The address of the edit screen of an order. */
export const editEntryPath = (id: number, hasSearch = false) =>
  `/EditEntry?${new URLSearchParams({ queryId: String(id), ...(hasSearch ? { hasSearch: '1' } : {}) })}`;

const blankEntry: EntryFormValues = {
  lang: 'en',
  customer: {},
  shipping: {},
  lines: [{ quantity: 1 }],
  paymentMethod: 'paypal',
};

/** Where a finished or cancelled entry goes back to: a path of this app given as `origin`, else nowhere. */
const originOf = (params: URLSearchParams) => {
  const origin = params.get('origin');
  return origin?.startsWith('/') && !origin.startsWith('//') ? origin : null;
};

/** Finds an order by its full number and opens its edit screen (the search of /EditEntry?hasSearch=1). */
function EditSearch({ initial }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <Card size="small" title={t('entry.editAnother')}>
      <Input.Search
        aria-label={t('entry.orderNoToEdit')}
        placeholder={t('entry.orderNoHint')}
        defaultValue={initial}
        enterButton={t('entry.open')}
        loading={busy}
        maxLength={50}
        style={{ maxWidth: 480 }}
        onSearch={async (text) => {
          if (!text.trim()) {
            void message.warning(t('entry.chooseOrder'));
            return;
          }
          setBusy(true);
          try {
            const found = await findOrderByNo(text);
            if (found) navigate(editEntryPath(found.id, true));
            else void message.warning(t('entry.noSuchOrder'));
          } finally {
            setBusy(false);
          }
        }}
      />
    </Card>
  );
}

/** /orderCenter/orderEntry and /NaddEntry: enter a manual order; saved, its details open. */
export function AddEntryPage({ withEditSearch = false }: { withEditSearch?: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<EntryFormValues>();
  const add = useAddOrder();
  const origin = originOf(params);

  const save = async () => {
    const values = form.getFieldsValue(true) as EntryFormValues;
    const parsed = orderEntryInputSchema.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, lang, (text) => void message.error(text));
      return;
    }
    if (showLinesProblem(form, values.lines, lang)) return;
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        void message.success(t('entry.saved', { orderNo: saved.orderNo }));
        form.resetFields();
        navigate(orderDetailsPath(saved.id));
      },
      onError: (error) => showServerErrors(form, error),
    });
  };

  return (
    <Flex vertical gap={16}>
      {withEditSearch ? <EditSearch /> : null}
      <Card
        title={t('entry.addTitle')}
        extra={
          <Space>
            {origin ? <Button onClick={() => navigate(origin)}>{t('entry.cancel')}</Button> : null}
            <Button type="primary" loading={add.isPending} onClick={save}>
              {t('entry.save')}
            </Button>
          </Space>
        }
      >
        <OrderEntryForm form={form} initialValues={blankEntry} />
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button type="primary" loading={add.isPending} onClick={save}>
            {t('entry.save')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

/** /orderCenter/orderEntry: the entry form, with a box to open an existing order for editing. */
export function OrderEntryPage() {
  return <AddEntryPage withEditSearch />;
}

/** The form's values from an order (contact left blank: it is shown masked and kept unless retyped). */
function valuesOf(order: EntryOrder): EntryFormValues {
  const payment = order.payments.find((p) => !p.isDeposit);
  const amounts = Object.fromEntries(
    entryExtraAmountFields.map((f) => [f, String(Number(order.amounts[f] ?? 0))]),
  );
  const s = order.shippingAddress;
  return {
    currency: order.currency,
    lang: order.lang,
    customer: { name: order.customer?.name ?? s.name ?? '' },
    shipping: {
      name: s.name ?? '',
      country: s.country ?? '',
      state: s.state ?? '',
      city: s.city ?? '',
      postcode: s.postcode ?? '',
      address1: s.address1 ?? '',
      address2: s.address2 ?? '',
    },
    lines: order.lines.map((l) => ({
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: String(Number(l.unitPrice)),
      discount: Number(l.discount) ? String(Number(l.discount)) : undefined,
    })),
    paymentMethod: payment?.method,
    ...amounts,
  };
}

function EditForm({ order }: { order: EntryOrder }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<EntryFormValues>();
  const update = useUpdateOrder();
  const [initialValues] = useState(() => valuesOf(order));
  const origin = originOf(params);
  const manual = order.history.some((h) => h.action === ORDER_ENTERED_ACTION);
  const problem =
    entryEditProblem({ status: order.status, orderType: order.orderType, manual }) ??
    (order.packages.length > 1 ? 'ENTRY_SPLIT_ORDER' : null);

  const save = async () => {
    const values = form.getFieldsValue(true) as EntryFormValues;
    const parsed = orderUpdateInputSchema.safeParse({ ...values, id: order.id, updatedAt: order.updatedAt });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, lang, (text) => void message.error(text));
      return;
    }
    if (showLinesProblem(form, values.lines, lang)) return;
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        void message.success(t('entry.saved', { orderNo: saved.orderNo }));
        navigate(origin ?? orderDetailsPath(saved.id));
      },
      onError: (error) => showServerErrors(form, error),
    });
  };

  return (
    <Card
      title={
        <Space>
          {t('entry.editTitle', { orderNo: order.orderNo })}
          <Tag>{manual ? t('entry.manualOrder') : t('entry.platformOrder')}</Tag>
        </Space>
      }
      extra={
        <Space>
          {origin ? <Button onClick={() => navigate(origin)}>{t('entry.cancel')}</Button> : null}
          <Button type="primary" loading={update.isPending} disabled={problem !== null} onClick={save}>
            {t('entry.save')}
          </Button>
        </Space>
      }
    >
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t('entry.cannotEdit')}
          description={errorText(problem, lang)}
        />
      ) : null}
      {initialValues ? (
        <OrderEntryForm
          form={form}
          initialValues={initialValues}
          disabled={problem !== null}
          fixedShop={{ name: order.shopName, platform: orderPlatformName(order, lang) }}
          maskedContact={{ email: order.customer?.email ?? '', phone: order.customer?.phone ?? '' }}
        />
      ) : null}
    </Card>
  );
}

/** /EditEntry?queryId=&hasSearch=&origin= : edit an order; `hasSearch` shows the box to open another one. */
export function EditEntryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('queryId'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const hasSearch = params.get('hasSearch') === '1' || params.get('hasSearch') === 'true' || id === null;
  const order = useEntryOrder(id);
  useTabTitle(order.data?.orderNo);

  return (
    <Flex vertical gap={16}>
      {hasSearch ? (
        <EditSearch key={`${id}-${order.data?.orderNo ?? ''}`} initial={order.data?.orderNo} />
      ) : null}
      {id === null ? (
        <Typography.Text type="secondary">{t('entry.chooseOrder')}</Typography.Text>
      ) : order.isLoading ? (
        <Spin />
      ) : order.error ? (
        <LoadErrorPage error={order.error} />
      ) : order.data ? (
        <EditForm key={`${order.data.id}-${order.data.updatedAt}`} order={order.data} />
      ) : null}
    </Flex>
  );
}

/** /NaddEntry: the entry form on its own (`origin` adds a way back). */
export function NewEntryPage() {
  return <AddEntryPage />;
}
