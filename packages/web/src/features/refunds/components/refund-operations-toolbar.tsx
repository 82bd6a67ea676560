import { DollarOutlined, DownloadOutlined, MailOutlined, TableOutlined } from '@ant-design/icons';
import {
  errorText,
  REFUND_EXPORT_MAX_DAYS,
  type RefundRecord,
  refundExportRangeProblem,
  selectionProblem,
} from '@backdesk/domain';
import { Alert, Button, DatePicker, Descriptions, Flex, Form, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { offsetMinutesOf } from '../../../shared/time/format-time';
import {
  useCustomerTemplate,
  useExportRefunds,
  useRefundToPaypal,
  useSendRefundEmail,
} from '../api/refund-operations-api';
import { CombinedRefundRecordsDrawer } from './combined-refund-records-drawer';

type Props = {
  /** The list's status tab: 1 reviewed, 9 completed. */
  status: 0 | 1 | 9;
  selected: RefundRecord[];
};

/**
 * The refunds list's further actions (spec 2 §2 'Refund lists', §7 'Refund actions'): exports of reviewed and
 * completed refunds, the customer e-mail, refund to PayPal, and the combined-payment refund details.
 */
export function RefundOperationsToolbar({ status, selected }: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message, modal } = useFeedback();
  const [exporting, setExporting] = useState<'audited' | 'completed' | null>(null);
  const [mailFor, setMailFor] = useState<number | null>(null);
  const [combinedOpen, setCombinedOpen] = useState(false);
  const paypal = useRefundToPaypal();

  /** The one selected refund, or a warning. */
  const single = () => {
    const problem = selectionProblem(selected.length, 1);
    if (problem) {
      void message.warning(errorText(problem.name, lang, problem.params));
      return null;
    }
    return selected[0]!;
  };

  const toPaypal = () => {
    const refund = single();
    if (!refund) return;
    modal.confirm({
      title: t('refundOps.paypalConfirm', { refundNo: refund.refundNo }),
      okText: t('common.confirm'),
      onOk: () =>
        paypal.mutateAsync(refund.id).then((payout) => {
          const ids = payout.paid.map((p) => p.providerRefundId).join(', ');
          if (!payout.paid.length) void message.info(t('refundOps.paypalNothing'));
          else
            void message.success(
              t(payout.completed ? 'refundOps.paypalPaidCompleted' : 'refundOps.paypalPaid', { ids }),
            );
        }),
    });
  };

  return (
    <>
      {status === 1 ? (
        <Can code="refund.review">
          <Button icon={<DollarOutlined />} loading={paypal.isPending} onClick={toPaypal}>
            {t('refundOps.refundToPaypal')}
          </Button>
        </Can>
      ) : null}
      {status !== 0 ? (
        <Can code="refund.create">
          <Button
            icon={<MailOutlined />}
            onClick={() => {
              const refund = single();
              if (refund) setMailFor(refund.id);
            }}
          >
            {t('refundOps.sendEmail')}
          </Button>
        </Can>
      ) : null}
      {status !== 0 ? (
        <Can code="refund.export">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => setExporting(status === 1 ? 'audited' : 'completed')}
          >
            {t(status === 1 ? 'refundOps.exportAudited' : 'refundOps.exportCompleted')}
          </Button>
        </Can>
      ) : null}
      <Button icon={<TableOutlined />} onClick={() => setCombinedOpen(true)}>
        {t('refundOps.combinedDetails')}
      </Button>
      {exporting ? <ExportDialog kind={exporting} onClose={() => setExporting(null)} /> : null}
      {mailFor !== null ? <MailDialog id={mailFor} onClose={() => setMailFor(null)} /> : null}
      <CombinedRefundRecordsDrawer open={combinedOpen} onClose={() => setCombinedOpen(false)} />
    </>
  );
}

function ExportDialog({ kind, onClose }: { kind: 'audited' | 'completed'; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const { message } = useFeedback();
  const download = useExportRefunds();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().subtract(6, 'day').startOf('day'),
    dayjs(),
  ]);
  const from = range[0].startOf('day').toDate();
  const to = range[1].endOf('day').toDate();
  const problem = refundExportRangeProblem(kind, from, to);

  return (
    <DraggableDialog
      open
      title={t(kind === 'audited' ? 'refundOps.exportTitleAudited' : 'refundOps.exportTitleCompleted')}
      width={520}
      okText={t('refundOps.download')}
      okButtonProps={{ loading: download.isPending, disabled: problem !== null }}
      onCancel={onClose}
      onOk={() =>
        download.mutate(
          {
            kind,
            from: from.toISOString(),
            to: to.toISOString(),
            utcOffsetMinutes: offsetMinutesOf(timeZone),
          },
          {
            onSuccess: ({ fileName }) => {
              void message.success(t('refundOps.exportDone', { fileName }));
              onClose();
            },
            onError: (error) =>
              void message.error(
                isRequestError(error) && error.message ? error.message : t('request.networkError'),
              ),
          },
        )
      }
    >
      <Form layout="vertical">
        <Form.Item
          label={t('refundOps.exportRange')}
          extra={t(
            kind === 'audited' ? 'refundOps.exportRangeHintAudited' : 'refundOps.exportRangeHintCompleted',
            {
              days: REFUND_EXPORT_MAX_DAYS,
            },
          )}
          validateStatus={problem ? 'error' : undefined}
          help={problem ? errorText(problem.name, lang, problem.params) : undefined}
        >
          <DatePicker.RangePicker
            aria-label={t('refundOps.exportRange')}
            value={range}
            allowClear={false}
            onChange={(next) => {
              if (next?.[0] && next[1]) setRange([next[0], next[1]]);
            }}
          />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}

function MailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const template = useCustomerTemplate(id);
  const send = useSendRefundEmail();
  const data = template.data;
  return (
    <DraggableDialog
      open
      title={t('refundOps.mailPreviewTitle')}
      width={640}
      okText={t('refundOps.send')}
      okButtonProps={{ loading: send.isPending, disabled: !data, icon: <MailOutlined /> }}
      onCancel={onClose}
      onOk={() =>
        send.mutate(id, {
          onSuccess: (sent) => {
            // the outbox's honest answer: sent, queued again after a refusal, captured (demo) or not sent
            if (sent.status === 'sent') void message.success(t('refundOps.mailSent'));
            else if (sent.status === 'captured') void message.info(t('refundOps.mailCaptured'));
            else if (sent.status === 'pending')
              void message.warning(t('refundOps.mailQueued', { error: sent.error ?? '' }));
            else if (sent.status === 'failed')
              void message.error(t('refundOps.mailFailed', { error: sent.error ?? '' }));
            else void message.warning(t('refundOps.mailNotSent'));
            onClose();
          },
        })
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          {data.mailServerConfigured ? null : data.mailCaptured ? (
            <Alert type="info" showIcon title={t('refundOps.mailWillBeCaptured')} />
          ) : (
            <Alert type="warning" showIcon title={t('refundOps.noMailServer')} />
          )}
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'to', label: t('refundOps.mailTo'), children: data.to },
              { key: 'lang', label: t('refundOps.mailLanguage'), children: data.lang.toUpperCase() },
              { key: 'subject', label: t('refundOps.mailSubject'), children: data.subject },
            ]}
          />
          <Typography.Text type="secondary">{t('refundOps.mailBody')}</Typography.Text>
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', margin: 0 }}
            aria-label={t('refundOps.mailBody')}
          >
            {data.body}
          </Typography.Paragraph>
        </Flex>
      )}
    </DraggableDialog>
  );
}
