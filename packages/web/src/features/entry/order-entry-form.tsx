import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ErrorName,
  entryCurrencies,
  entryExtraAmountFields,
  entryLinesProblem,
  entryTotals,
  errorCatalogue,
  errorText,
  isMoneyText,
  lineAmount,
  MAX_ENTRY_LINES,
  orderLanguages,
  paymentMethods,
  plainDecimal,
} from '@backdesk/domain';
import {
  Button,
  Col,
  Descriptions,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../shared/api/list-platforms';
import { useShopOptions } from '../../shared/api/list-shops';
import { labelOf, platformNameOf } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { Money } from '../../shared/money';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { isRequestError } from '../../shared/request';
import { Section } from '../../shared/section';
import { SkuInput } from './sku-input';

export type EntryLineValues = { sku?: string; quantity?: number; unitPrice?: string; discount?: string };
/** What the entry form holds (the schema parses it into the call's input). */
export type EntryFormValues = {
  shopId?: number;
  currency?: string;
  lang?: string;
  customer: { name?: string; email?: string; phone?: string };
  shipping: {
    name?: string;
    country?: string;
    state?: string;
    city?: string;
    postcode?: string;
    address1?: string;
    address2?: string;
  };
  lines: EntryLineValues[];
  paymentMethod?: string;
  transactionNo?: string;
  remark?: string;
} & Partial<Record<(typeof entryExtraAmountFields)[number], string>>;

const moneyOr0 = (v: unknown) => (typeof v === 'string' && isMoneyText(v.trim()) ? v.trim() : '0');
const quantityOr0 = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** The totals of what is typed so far: unfinished numbers count as 0. */
function liveTotals(values: Partial<EntryFormValues> | undefined) {
  const lines = (values?.lines ?? []).map((l) => ({
    quantity: quantityOr0(l?.quantity),
    unitPrice: moneyOr0(l?.unitPrice),
    discount: moneyOr0(l?.discount),
  }));
  const amounts = Object.fromEntries(entryExtraAmountFields.map((f) => [f, moneyOr0(values?.[f])]));
  return entryTotals({ lines, amounts });
}

type Issue = { path: PropertyKey[]; message: string };
const isErrorName = (m: string): m is ErrorName => m in errorCatalogue;

/** Puts schema issues (catalogue names) onto the form's fields; a problem of the whole list becomes a toast. */
export function showIssues(
  form: FormInstance,
  issues: readonly Issue[],
  lang: 'zh' | 'en',
  toast: (text: string) => void,
) {
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const issue of issues) {
    const text = errorText(isErrorName(issue.message) ? issue.message : 'VALIDATION_FAILED', lang, {
      max: MAX_ENTRY_LINES,
    });
    const name = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
    if (name.length <= 1 && name[0] === 'lines') toast(text);
    else fields.push({ name, errors: [text] });
  }
  form.setFields(fields);
}

/** The server's field errors ('lines.0.sku') onto the form, list indexes as numbers. */
export function showServerErrors(form: FormInstance, error: unknown) {
  if (!isRequestError(error)) return;
  form.setFields(
    error.fieldErrors.map((f) => ({
      name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors: [f.message],
    })),
  );
}

/** The lines' own problems (a SKU twice, a discount above its line) on their fields; true when there is one. */
export function showLinesProblem(form: FormInstance, lines: EntryFormValues['lines'], lang: 'zh' | 'en') {
  const problem = entryLinesProblem(
    lines.map((l) => ({
      sku: l.sku ?? '',
      quantity: quantityOr0(l.quantity),
      unitPrice: moneyOr0(l.unitPrice),
      discount: moneyOr0(l.discount),
    })),
  );
  if (!problem) return false;
  form.setFields([
    {
      name: ['lines', problem.index, problem.field],
      errors: [errorText(problem.name, lang, { sku: problem.sku })],
    },
  ]);
  return true;
}

const cell = { xs: 24, md: 12, xl: 8 } as const;

/**
 * The order entry form: shop (its platform and currency), customer, shipping address, lines picked by SKU, the
 * other amounts and the payment. Totals come from the domain's entryTotals, as the server stores them.
 * `fixedShop` shows the shop of an existing order instead of a choice; `maskedContact` the masked e-mail and phone.
 */
export function OrderEntryForm({
  form,
  fixedShop,
  maskedContact,
  disabled,
  initialValues,
}: {
  form: FormInstance<EntryFormValues>;
  initialValues: EntryFormValues;
  fixedShop?: { name: string; platform: string };
  maskedContact?: { email: string; phone: string };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const shops = useShopOptions();
  const platforms = usePlatformOptions();
  const values = Form.useWatch([], form) as Partial<EntryFormValues> | undefined;
  const totals = liveTotals(values);
  const currency = values?.currency;
  const shopId = values?.shopId;
  const platformOf = (id: number) => {
    const p = platforms.data?.find((x) => x.id === id);
    return p ? labelOf(p, lang) : String(id);
  };
  const chosenShop = shops.data?.find((s) => s.id === shopId);
  const groups = [...new Set((shops.data ?? []).map((s) => s.platformId))].map((platformId) => ({
    label: platformOf(platformId),
    title: platformOf(platformId),
    options: (shops.data ?? [])
      .filter((s) => s.platformId === platformId)
      .map((s) => ({ value: s.id, label: `${s.name} (${s.site} · ${s.currency})` })),
  }));

  return (
    <Form form={form} layout="vertical" disabled={disabled} initialValues={initialValues} requiredMark>
      <Flex vertical gap={16}>
        <Section title={t('entry.shopSection')}>
          <Row gutter={16}>
            <Col {...cell}>
              {fixedShop ? (
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'shop', label: t('entry.shop'), children: fixedShop.name },
                    { key: 'platform', label: t('entry.platform'), children: fixedShop.platform },
                  ]}
                />
              ) : (
                <Form.Item
                  name="shopId"
                  label={t('entry.shop')}
                  required
                  extra={
                    chosenShop ? `${t('entry.platform')}: ${platformOf(chosenShop.platformId)}` : undefined
                  }
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    loading={shops.isLoading}
                    options={groups}
                    onChange={(id: number) => {
                      const shop = shops.data?.find((s) => s.id === id);
                      if (shop && (entryCurrencies as readonly string[]).includes(shop.currency))
                        form.setFieldValue('currency', shop.currency);
                    }}
                  />
                </Form.Item>
              )}
            </Col>
            <Col {...cell}>
              <Form.Item name="currency" label={t('entry.currency')} required>
                <Select options={entryCurrencies.map((c) => ({ value: c, label: c }))} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="lang" label={t('entry.language')}>
                <Select options={orderLanguages.map((l) => ({ value: l.value, label: labelOf(l, lang) }))} />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title={t('entry.customerSection')}>
          <Row gutter={16}>
            <Col {...cell}>
              <Form.Item name={['customer', 'name']} label={t('entry.customerName')} required>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item
                name={['customer', 'email']}
                label={t('entry.email')}
                required={!maskedContact}
                extra={maskedContact ? t('entry.keepMasked', { value: maskedContact.email }) : undefined}
              >
                <Input maxLength={120} type="email" autoComplete="off" placeholder={maskedContact?.email} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item
                name={['customer', 'phone']}
                label={t('entry.phone')}
                extra={
                  maskedContact?.phone ? t('entry.keepMasked', { value: maskedContact.phone }) : undefined
                }
              >
                <Input maxLength={40} autoComplete="off" placeholder={maskedContact?.phone} />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title={t('entry.shippingSection')}>
          <Row gutter={16}>
            <Col {...cell}>
              <Form.Item name={['shipping', 'name']} label={t('entry.recipient')} required>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item
                name={['shipping', 'country']}
                label={t('entry.country')}
                required
                extra={t('entry.countryHint')}
              >
                <Input maxLength={2} style={{ textTransform: 'uppercase' }} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name={['shipping', 'state']} label={t('entry.state')}>
                <Input maxLength={60} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name={['shipping', 'city']} label={t('entry.city')} required>
                <Input maxLength={80} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name={['shipping', 'postcode']} label={t('entry.postcode')}>
                <Input maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name={['shipping', 'address1']} label={t('entry.address1')} required>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name={['shipping', 'address2']} label={t('entry.address2')}>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title={t('entry.linesSection')}>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Row
                    key={field.key}
                    gutter={12}
                    align="top"
                    role="group"
                    aria-label={`${t('entry.linesSection')} ${index + 1}`}
                  >
                    <Col xs={24} md={8}>
                      <Form.Item name={[field.name, 'sku']} label={t('entry.sku')} required>
                        <SkuInput
                          ariaLabel={`${t('entry.sku')} ${index + 1}`}
                          onPick={(product) => {
                            const current = form.getFieldValue(['lines', field.name, 'unitPrice']);
                            if (!current && currency === 'USD')
                              form.setFieldValue(
                                ['lines', field.name, 'unitPrice'],
                                plainDecimal(product.price),
                              );
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[field.name, 'quantity']} label={t('entry.quantity')} required>
                        <InputNumber
                          aria-label={`${t('entry.quantity')} ${index + 1}`}
                          min={1}
                          max={9999}
                          precision={0}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[field.name, 'unitPrice']} label={t('entry.unitPrice')} required>
                        <Input
                          aria-label={`${t('entry.unitPrice')} ${index + 1}`}
                          inputMode="decimal"
                          autoComplete="off"
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={3}>
                      <Form.Item name={[field.name, 'discount']} label={t('entry.discount')}>
                        <Input
                          aria-label={`${t('entry.discount')} ${index + 1}`}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="0"
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={16} md={3}>
                      <Form.Item label={t('entry.lineAmount')}>
                        <Money
                          amount={lineAmount(
                            quantityOr0(values?.lines?.[index]?.quantity),
                            moneyOr0(values?.lines?.[index]?.unitPrice),
                            moneyOr0(values?.lines?.[index]?.discount),
                          )}
                          currency={currency}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item label=" ">
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('entry.removeLine', { index: index + 1 })}
                          disabled={disabled || fields.length <= 1}
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <div>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={disabled || fields.length >= MAX_ENTRY_LINES}
                    onClick={() => {
                      if (fields.length >= MAX_ENTRY_LINES)
                        void message.warning(
                          errorText('ENTRY_TOO_MANY_LINES', lang, { max: MAX_ENTRY_LINES }),
                        );
                      else add({ quantity: 1 });
                    }}
                  >
                    {t('entry.addLine')}
                  </Button>
                </div>
              </Flex>
            )}
          </Form.List>
        </Section>

        <Section title={t('entry.amountsSection')}>
          <Row gutter={16}>
            {entryExtraAmountFields.map((f) => (
              <Col key={f} xs={12} md={8} xl={4}>
                <Form.Item name={f} label={t(`entry.${f}`)}>
                  <Input inputMode="decimal" autoComplete="off" placeholder="0" />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Row gutter={16}>
            <Col {...cell}>
              <Form.Item name="paymentMethod" label={t('entry.paymentMethod')} required>
                <Select options={paymentMethods.map((m) => ({ value: m.code, label: labelOf(m, lang) }))} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="transactionNo" label={t('entry.transactionNo')}>
                <Input maxLength={80} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="remark" label={t('entry.remark')}>
                <Input.TextArea maxLength={500} rows={1} autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
            </Col>
          </Row>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            bordered
            aria-label={t('entry.totalAmount')}
            items={[
              {
                key: 'items',
                label: t('entry.itemsAmount'),
                children: <Money amount={totals.itemsAmount} currency={currency} />,
              },
              {
                key: 'discount',
                label: t('entry.discountAmount'),
                children: <Money amount={totals.discountAmount} currency={currency} />,
              },
              {
                key: 'total',
                label: t('entry.totalAmount'),
                children: (
                  <Typography.Text data-testid="entry-total">
                    <Money amount={totals.totalAmount} currency={currency} strong />
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Section>
      </Flex>
    </Form>
  );
}

/** The platform name of an order for the fixed-shop view. */
export const orderPlatformName = (
  order: { platformName: string; platformNameZh: string },
  lang: 'zh' | 'en',
) => platformNameOf(order, lang);
