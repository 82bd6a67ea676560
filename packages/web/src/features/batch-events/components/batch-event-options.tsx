import {
  batchEventRefundTypes,
  batchEventTargetStatuses,
  batchMailTypes,
  logisticMethods,
  mailTemplateTypes,
  onlineRefundReasons,
  orderStatuses,
  PAYPAL_ROUTE,
  type ProblemLabelNode,
  refundRoutes,
  transportLevels,
} from '@backdesk/domain';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel, labelOf } from '../../../shared/enum-label';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useEventMailTemplates, useEventProblemLabels } from '../api/batch-event-lookups';
import type { BatchEventValues } from '../batch-event-values';

type LabelNode = { title: string; value: number; selectable: boolean; children: LabelNode[] };
const treeOf = (labels: readonly ProblemLabelNode[]): LabelNode[] =>
  labels.map((l) => ({
    title: l.id_lang,
    value: l.id,
    selectable: l.childList.length === 0,
    children: treeOf(l.childList),
  }));

const wide = { width: 360 };

/**
 * The batch event's further actions (spec 3 §3 'Batch event options'): a mail (type, template, title), a refund
 * (type, question label, path, online refund reason, and its size or SKUs), the parcels' transport level (with a
 * logistic method of it) and the target order status. Each action's own fields show once it is chosen.
 */
export function BatchEventOptions() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const form = Form.useFormInstance<BatchEventValues>();
  const mailType = Form.useWatch('mailType', form);
  const refundType = Form.useWatch('refundType', form);
  const level = Form.useWatch('transportLevel', form);
  const templates = useEventMailTemplates(mailType);
  const labels = useEventProblemLabels(!!refundType);
  const tree = useMemo(() => treeOf(labels.data ?? []), [labels.data]);
  const notChosen = t('batchEvents.notChosen');

  return (
    <>
      <Form.Item name="mailType" label={t('batchEvents.mailType')}>
        <Select
          allowClear
          placeholder={notChosen}
          style={wide}
          onChange={() => form.setFieldsValue({ mailTemplateId: null })}
          options={batchMailTypes.map((value) => ({
            value,
            label: enumLabel(mailTemplateTypes, value, lang),
          }))}
        />
      </Form.Item>
      {mailType != null ? (
        <>
          <Form.Item name="mailTemplateId" label={t('batchEvents.mailTemplate')}>
            <Select
              allowClear
              placeholder={notChosen}
              style={wide}
              loading={templates.isLoading}
              options={(templates.data ?? []).map((tpl) => ({
                value: tpl.id,
                label: `${tpl.name} (${tpl.lang})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="mailTitle"
            label={t('batchEvents.mailTitle')}
            extra={t('batchEvents.mailTitleHint')}
          >
            <Input maxLength={300} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="refundType" label={t('batchEvents.refundType')}>
        <Select
          allowClear
          placeholder={notChosen}
          style={wide}
          options={batchEventRefundTypes.map((value) => ({
            value,
            label: t(`batchEvents.refundTypes.${value}`),
          }))}
        />
      </Form.Item>
      {refundType ? (
        <>
          <Form.Item name="refundProblemType" label={t('batchEvents.refundProblemType')}>
            <TreeSelect
              allowClear
              placeholder={notChosen}
              style={wide}
              treeData={tree}
              treeDefaultExpandAll
            />
          </Form.Item>
          {refundType === 'partial' ? (
            <>
              <Form.Item
                name="refundPercent"
                label={t('batchEvents.refundPercent')}
                extra={t('batchEvents.refundPartialHint')}
              >
                <Input inputMode="decimal" suffix="%" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="refundAmount" label={t('batchEvents.refundAmount')}>
                <Input inputMode="decimal" style={{ width: 200 }} />
              </Form.Item>
            </>
          ) : null}
          {refundType === 'sku' ? (
            <Form.Item
              name="refundSkus"
              label={t('batchEvents.refundSkus')}
              extra={t('batchEvents.refundSkusHint')}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="refundRoute"
            label={t('batchEvents.refundRoute')}
            extra={t('batchEvents.refundRouteHint')}
          >
            <Select
              allowClear
              placeholder={notChosen}
              style={wide}
              options={refundRoutes
                .filter((r) => String(r.value) !== PAYPAL_ROUTE)
                .map((r) => ({ value: String(r.value), label: labelOf(r, lang) }))}
            />
          </Form.Item>
          <Form.Item name="onlineRefundReason" label={t('batchEvents.onlineRefundReason')}>
            <Select
              allowClear
              placeholder={notChosen}
              style={wide}
              options={onlineRefundReasons.map((r) => ({ value: r.value, label: labelOf(r, lang) }))}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="transportLevel" label={t('batchEvents.transportLevel')}>
        <Select
          allowClear
          placeholder={notChosen}
          style={wide}
          onChange={() => form.setFieldsValue({ logisticMethod: null })}
          options={transportLevels.map((l) => ({ value: l.value, label: labelOf(l, lang) }))}
        />
      </Form.Item>
      {level != null ? (
        <Form.Item
          name="logisticMethod"
          label={t('batchEvents.logisticMethod')}
          extra={t('batchEvents.logisticMethodHint')}
        >
          <Select
            allowClear
            placeholder={notChosen}
            style={wide}
            options={logisticMethods
              .filter((m) => m.level === level)
              .map((m) => ({ value: m.code, label: labelOf(m, lang) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="targetStatus" label={t('batchEvents.targetStatus')}>
        <Select
          allowClear
          placeholder={notChosen}
          style={wide}
          options={batchEventTargetStatuses.map((value) => ({
            value,
            label: enumLabel(orderStatuses, value, lang),
          }))}
        />
      </Form.Item>
    </>
  );
}
