import { batchEventOrderNos, batchEventProblem, errorText, POINTS_MAX, POINTS_MIN } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, InputNumber, Radio, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { RelativeTime } from '../../shared/relative-time';
import { isRequestError } from '../../shared/request';
import { type BatchEventWire, useCreateBatchEvent, useMyBatchEvents } from './api/batch-events-api';
import { batchEventRequest, type BatchEventValues as Values } from './batch-event-values';
import { BatchEventOptions } from './components/batch-event-options';
import { BatchEventProgress } from './components/batch-event-progress';

/**
 * /orderCenter/batchEventManage: actions over chosen orders (points fixed or self-defined with their label and
 * gift reason, a mail, a refund, the parcels' transport level, a target order status, an order remark), run by a
 * durable job with a progress bar and a result per order.
 */
export function BatchEventsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateBatchEvent();
  const mine = useMyBatchEvents();
  const [current, setCurrent] = useState<number | null>(null);
  const mode = Form.useWatch('pointsMode', form) ?? 'none';
  const orderNos = batchEventOrderNos(Form.useWatch('orderNos', form) ?? '');

  const submit = (v: Values) => {
    const request = batchEventRequest(v, orderNos);
    const problem = batchEventProblem(request);
    if (problem) {
      form.setFields([
        {
          name: (problem.field === 'pointsByOrder' ? 'orderNos' : problem.field) as keyof Values,
          errors: [errorText(problem.name, lang, problem.params)],
        },
      ]);
      return;
    }
    create.mutate(request, {
      onSuccess: (event) => {
        void message.success(t('common.submitted'));
        setCurrent(event.id);
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        void message.error(
          isRequestError(error) && error.message ? error.message : t('request.networkError'),
        );
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('batchEvents.newEvent')}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ processType: 'interactive', pointsMode: 'fixed' }}
          onFinish={submit}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="orderNos" label={t('batchEvents.orderNos')} extra={t('batchEvents.orderNosHint')}>
            <Input.TextArea rows={4} />
          </Form.Item>
          <Form.Item name="processType" label={t('batchEvents.processType')}>
            <Radio.Group
              options={['interactive', 'direct'].map((v) => ({
                value: v,
                label: t(`batchEvents.processTypes.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="pointsMode" label={t('batchEvents.pointsMode')}>
            <Radio.Group
              options={['none', 'fixed', 'custom'].map((v) => ({
                value: v,
                label: t(`batchEvents.pointsModes.${v}`),
              }))}
            />
          </Form.Item>
          {mode === 'fixed' ? (
            <Form.Item name="points" label={t('batchEvents.points')}>
              <InputNumber min={POINTS_MIN} max={POINTS_MAX} precision={0} style={{ width: 200 }} />
            </Form.Item>
          ) : null}
          {mode === 'custom'
            ? orderNos.map((no) => (
                <Form.Item
                  key={no}
                  name={['pointsByOrder', no]}
                  label={t('batchEvents.pointsOf', { orderNo: no })}
                >
                  <InputNumber min={POINTS_MIN} max={POINTS_MAX} precision={0} style={{ width: 200 }} />
                </Form.Item>
              ))
            : null}
          {mode !== 'none' ? (
            <>
              <Form.Item name="pointsLabel" label={t('batchEvents.pointsLabel')}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="giftReasonZh" label={t('batchEvents.giftReasonZh')}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="giftReasonEn" label={t('batchEvents.giftReasonEn')}>
                <Input maxLength={200} />
              </Form.Item>
            </>
          ) : null}
          <BatchEventOptions />
          <Form.Item name="orderRemark" label={t('batchEvents.orderRemark')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('batchEvents.run')}
            </Button>
          </Space>
        </Form>
      </Card>
      {current !== null ? <BatchEventProgress id={current} /> : null}
      <Card size="small" title={t('batchEvents.mine')}>
        <Table<BatchEventWire>
          size="small"
          rowKey="id"
          aria-label={t('batchEvents.mine')}
          dataSource={mine.data ?? []}
          pagination={false}
          onRow={(r) => ({ onClick: () => setCurrent(r.id), style: { cursor: 'pointer' } })}
          columns={[
            { key: 'id', title: 'ID', render: (_v, r) => r.id },
            {
              key: 'processType',
              title: t('batchEvents.processType'),
              render: (_v, r) => t(`batchEvents.processTypes.${r.processType}`),
            },
            {
              key: 'status',
              title: t('batchEvents.status'),
              render: (_v, r) => t(`batchEvents.statuses.${r.status}`),
            },
            {
              key: 'progress',
              title: t('batchEvents.progress'),
              render: (_v, r) => t('batchEvents.counts', { done: r.done, total: r.total, failed: r.failed }),
            },
            {
              key: 'created',
              title: t('batchEvents.createdAt'),
              render: (_v, r) => <RelativeTime value={r.createDate} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
