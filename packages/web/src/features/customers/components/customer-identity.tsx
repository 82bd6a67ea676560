import { StarFilled, StarOutlined } from '@ant-design/icons';
import { customerVipLevels } from '@backdesk/domain';
import { Button, Descriptions, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformNameOf } from '../../../shared/enum-label';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { Section } from '../../../shared/section';
import { useFormatTime } from '../../../shared/time/format-time';
import { useAddCustomerLabel } from '../api/add-customer-label';
import type { CustomerView } from '../api/get-customer';
import { useCustomerLabels } from '../api/get-customer-labels';
import { useRemoveCustomerLabel } from '../api/remove-customer-label';
import { useSetCustomerVip } from '../api/set-customer-vip';
import { CustomerContactValue } from './customer-contact';
import { CustomerLabelTag, VipTag } from './customer-tags';
import { PinDialog } from './pin-dialog';

/** Who the customer is: name, contact (masked, revealed with the view code), platform, VIP level and labels. */
export function CustomerIdentity({ v, canEdit }: { v: CustomerView; canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const c = v.customer;
  const [pinning, setPinning] = useState(false);
  const allLabels = useCustomerLabels().data ?? [];
  const fail = (error: Error) => void message.error(error.message);
  const setVip = useSetCustomerVip({
    onSuccess: () => void message.success(t('customers.vipSaved')),
    onError: fail,
  });
  const addLabel = useAddCustomerLabel({
    onSuccess: () => void message.success(t('customers.labelAdded')),
    onError: fail,
  });
  const removeLabel = useRemoveCustomerLabel({
    onSuccess: () => void message.success(t('customers.labelRemoved')),
    onError: fail,
  });
  const carried = new Set(v.labels.map((l) => l.id));
  const name = (l: { nameZh: string; nameEn: string }) => (lang === 'zh' ? l.nameZh : l.nameEn);

  return (
    <Section
      title={t('customers.identity')}
      extra={
        <Button icon={v.favourite ? <StarFilled /> : <StarOutlined />} onClick={() => setPinning(true)}>
          {v.favourite ? t('customers.pinned') : t('customers.pin')}
        </Button>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('customers.name')}>{c.name}</Descriptions.Item>
        <Descriptions.Item label={t('customers.platform')}>{platformNameOf(c, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.email')}>
          <CustomerContactValue customerId={c.id} field="email" masked={c.email} />
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.phone')}>
          <CustomerContactValue customerId={c.id} field="phone" masked={c.phone} />
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.country')}>{c.country}</Descriptions.Item>
        <Descriptions.Item label={t('customers.created')}>{formatTime(c.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.vip')}>
          {canEdit ? (
            <Select
              aria-label={t('customers.setVip')}
              style={{ width: 140 }}
              value={c.vip ?? 0}
              loading={setVip.isPending}
              onChange={(value: number) => setVip.mutate({ id: c.id, vip: value === 0 ? null : value })}
              options={[
                { value: 0, label: t('customers.noVip') },
                ...customerVipLevels.map((level) => ({
                  value: level,
                  label: t('customers.vipLevel', { level }),
                })),
              ]}
            />
          ) : (
            <VipTag vip={c.vip} text={t('customers.vipLevel', { level: c.vip })} />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.labels')}>
          <Space wrap size={4}>
            {v.labels.map((l) => (
              <CustomerLabelTag
                key={l.id}
                label={l}
                closeLabel={t('customers.removeLabel', { name: name(l) })}
                onClose={canEdit ? () => removeLabel.mutate({ customerId: c.id, labelId: l.id }) : undefined}
              />
            ))}
            {canEdit ? (
              <Select
                aria-label={t('customers.addLabel')}
                placeholder={t('customers.addLabel')}
                style={{ width: 160 }}
                size="small"
                value={null}
                onChange={(labelId: number) => addLabel.mutate({ customerId: c.id, labelId })}
                options={allLabels
                  .filter((l) => !carried.has(l.id))
                  .map((l) => ({ value: l.id, label: name(l) }))}
              />
            ) : null}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <PinDialog open={pinning} onClose={() => setPinning(false)} targetType="customer" targetId={c.id} />
    </Section>
  );
}
