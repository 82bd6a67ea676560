import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  afterSalesQuestions,
  COMPLAINT_LINKS_MAX,
  complaintSummaryProblems,
  customerEmotions,
  enquiryRoutes,
  errorText,
  type UploadItem,
} from '@backdesk/domain';
import { Button, Cascader, Checkbox, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShopOptions } from '../../../shared/api/list-shops';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type DisputeView, useDisputeWrite } from '../api/disputes-api';
import { SummaryAttachments } from './summary-attachments';

type Values = {
  shopId?: number | null;
  sku?: string;
  orderOrProduct?: string;
  questionLabel?: string[];
  enquiryRoute?: string | null;
  emotion?: string | null;
  issue?: string;
  solution?: string;
  remark?: string;
  attachments?: UploadItem[];
  links?: string[];
  complains?: boolean;
};

/**
 * The complaint timeline summary (spec 3 §3, §5): checked here with the domain's rules as the server checks them,
 * so each missing field and bad link is marked and the count shown ("{num} programs detected as missing").
 */
export function ComplaintSummaryForm({ dispute, disabled }: { dispute: DisputeView; disabled: boolean }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const shops = useShopOptions();
  const save = useDisputeWrite<object>('saveComplaintSummary');
  const s = dispute.summary;
  const initial: Values = {
    shopId: s?.shopId ?? null,
    sku: s?.sku ?? '',
    orderOrProduct: s?.orderOrProduct ?? dispute.orderNo ?? '',
    questionLabel: s?.questionLabel ? [s.questionLabel.split('.')[0]!, s.questionLabel] : undefined,
    enquiryRoute: s?.enquiryRoute ?? null,
    emotion: s?.emotion ?? dispute.suggestedEmotion ?? null,
    issue: s?.issue ?? '',
    solution: s?.solution ?? '',
    remark: s?.remark ?? '',
    attachments: s?.attachments ?? [],
    links: s?.links ?? [],
    complains: s?.complains ?? false,
  };

  // antd's field paths are typed per form; the domain's are dotted text
  const setFieldErrors = form.setFields as (
    fields: { name: (string | number)[]; errors: string[] }[],
  ) => void;

  const submit = (v: Values) => {
    // the marks of the last attempt go; this attempt's problems are marked afresh
    setFieldErrors(
      form
        .getFieldsError()
        .filter((f) => f.errors.length)
        .map((f) => ({ name: f.name, errors: [] })),
    );
    const input = {
      id: dispute.id,
      shopId: v.shopId ?? null,
      sku: v.sku ?? '',
      orderOrProduct: v.orderOrProduct ?? '',
      questionLabel: v.questionLabel?.at(-1) ?? null,
      enquiryRoute: v.enquiryRoute ?? null,
      emotion: v.emotion ?? null,
      issue: v.issue ?? '',
      solution: v.solution ?? '',
      remark: v.remark ?? '',
      attachments: (v.attachments ?? []).map((a) => ({ id: a.id })),
      links: v.links ?? [],
      complains: v.complains ?? false,
    };
    const problems = complaintSummaryProblems(input);
    if (problems.length) {
      setFieldErrors(
        problems.map((p) => ({
          name: p.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
          errors: [errorText(p.name, lang, p.params)],
        })),
      );
      const missing = problems.filter(
        (p) => p.name !== 'URL_INVALID' && p.name !== 'VALIDATION_FAILED',
      ).length;
      void message.error(
        missing
          ? errorText('COMPLAINT_SUMMARY_MISSING', lang, { num: missing })
          : errorText(problems[0]!.name, lang),
      );
      return;
    }
    save.mutate(input, {
      onSuccess: () => void message.success(t('disputes.saved')),
      onError: (error) => void applyFieldErrors(form, error),
    });
  };

  return (
    <Form
      form={form}
      name="complaint-summary"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={disabled}
      style={{ maxWidth: 760 }}
    >
      <Flex gap={12} wrap>
        <Form.Item name="shopId" label={t('disputes.summaryShop')} required style={{ minWidth: 220 }}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={shops.isLoading}
            options={(shops.data ?? []).map((o) => ({ value: o.id, label: `${o.name} (${o.site})` }))}
          />
        </Form.Item>
        <Form.Item name="sku" label={t('disputes.summarySku')} style={{ minWidth: 160 }}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="orderOrProduct"
          label={t('disputes.summaryProduct')}
          required
          style={{ minWidth: 220 }}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          name="questionLabel"
          label={t('disputes.summaryQuestion')}
          required
          style={{ minWidth: 260 }}
        >
          <Cascader
            options={afterSalesQuestions.map((g) => ({
              value: g.key,
              label: g[lang],
              children: g.children.map((c) => ({ value: c.key, label: c[lang] })),
            }))}
          />
        </Form.Item>
        <Form.Item name="enquiryRoute" label={t('disputes.summaryRoute')} required style={{ minWidth: 200 }}>
          <Select allowClear options={enquiryRoutes.map((r) => ({ value: r.key, label: r[lang] }))} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="emotion"
        label={t('disputes.summaryEmotion')}
        required
        extra={<Typography.Text type="secondary">{t('disputes.summaryAngryHint')}</Typography.Text>}
      >
        <Radio.Group options={customerEmotions.map((e) => ({ value: e.key, label: e[lang] }))} />
      </Form.Item>
      <Form.Item name="issue" label={t('disputes.summaryIssue')} required>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="solution" label={t('disputes.summarySolution')} required>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="remark" label={t('disputes.summaryRemark')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item name="attachments" label={t('disputes.summaryAttachments')}>
        <SummaryAttachments max={10} />
      </Form.Item>
      <Form.Item label={t('disputes.summaryLinks')}>
        <Form.List name="links">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={field.name} noStyle={false} style={{ flex: 1, marginBottom: 0 }}>
                    <Input
                      aria-label={`${t('disputes.summaryLinks')} ${field.name + 1}`}
                      placeholder="https://"
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('disputes.removeLink')}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              {fields.length < COMPLAINT_LINKS_MAX ? (
                <Button icon={<PlusOutlined />} onClick={() => add('')} style={{ alignSelf: 'start' }}>
                  {t('disputes.addLink')}
                </Button>
              ) : null}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="complains" valuePropName="checked">
        <Checkbox>{t('disputes.summaryComplains')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('disputes.saveSummary')}
      </Button>
    </Form>
  );
}
