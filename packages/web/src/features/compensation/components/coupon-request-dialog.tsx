import { type CouponRequestInputRaw, couponValueProblem, errorText } from '@backdesk/domain';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useCouponCurrencies, useRequestCoupon } from '../api/compensation-api';
import {
  GrantRequestDialog,
  type GrantRequestDialogProps,
  type GrantTarget,
  targetOf,
} from './grant-request-dialog';

type Values = GrantTarget & { value?: string; currency?: string; validityDate?: Dayjs | null };

/** Asks for a coupon (value, currency, validity date, reason); a repeat within 72 hours asks to confirm. */
export function CouponRequestDialog(props: GrantRequestDialogProps) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const request = useRequestCoupon();
  const currencies = useCouponCurrencies();
  return (
    <GrantRequestDialog<Values, CouponRequestInputRaw>
      {...props}
      name="couponRequest"
      title={t('compensation.requestCouponTitle')}
      initialValues={{ currency: 'USD' }}
      mutation={request}
      inputOf={(values, confirmRepeat) => ({
        ...targetOf(values, props.customer),
        value: values.value ?? '',
        currency: values.currency ?? '',
        validityDate: values.validityDate?.format('YYYY-MM-DD') ?? '',
        confirmRepeat,
      })}
    >
      <Form.Item
        name="value"
        label={t('compensation.value')}
        rules={[
          {
            validator: (_r, value: string | undefined) => {
              const problem = couponValueProblem(String(value ?? ''));
              return problem ? Promise.reject(new Error(errorText(problem.name, lang))) : Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber<string> stringMode min="0.01" max="9999" precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="currency"
        label={t('compensation.currency')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Select showSearch options={(currencies.data ?? []).map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item
        name="validityDate"
        label={t('compensation.validityDate')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
    </GrantRequestDialog>
  );
}
