import {
  errorText,
  POINTS_MAX,
  POINTS_MIN,
  type PointsRequestInputRaw,
  pointsProblem,
} from '@backdesk/domain';
import { DatePicker, Form, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useRequestPoints } from '../api/compensation-api';
import {
  GrantRequestDialog,
  type GrantRequestDialogProps,
  type GrantTarget,
  targetOf,
} from './grant-request-dialog';

type Values = GrantTarget & { points?: number | null; releaseAt?: Dayjs | null };

/** Asks for points for a customer or an order's customer; a repeat within 72 hours asks to confirm. */
export function PointsRequestDialog(props: GrantRequestDialogProps) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const request = useRequestPoints();
  return (
    <GrantRequestDialog<Values, PointsRequestInputRaw>
      {...props}
      name="pointsRequest"
      title={t('compensation.requestPointsTitle')}
      mutation={request}
      inputOf={(values, confirmRepeat) => ({
        ...targetOf(values, props.customer),
        points: values.points ?? 0,
        releaseAt: values.releaseAt?.toISOString() ?? null,
        confirmRepeat,
      })}
    >
      <Form.Item
        name="points"
        label={t('compensation.points')}
        extra={t('compensation.pointsHint')}
        rules={[
          {
            validator: (_r, value: number | null | undefined) => {
              const problem = pointsProblem(value ?? 0);
              return problem ? Promise.reject(new Error(errorText(problem.name, lang))) : Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber min={POINTS_MIN} max={POINTS_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="releaseAt" label={t('compensation.releaseAt')} extra={t('compensation.releaseAtHint')}>
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
    </GrantRequestDialog>
  );
}
