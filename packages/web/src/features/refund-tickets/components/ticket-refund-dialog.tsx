import {
  type ErrorName,
  errorText,
  type RefundPackageRecord,
  sumMoney,
  TICKET_NOTE_MAX,
} from '@backdesk/domain';
import { Alert, Button, Flex, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { Money } from '../../../shared/money';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { isRequestError } from '../../../shared/request';
import { refundTicketDetailPath } from '../../../shared/screens';
import type { FieldProblems } from '../../refunds/components/package-refund-form';
import { RefundPackageList } from '../../refunds/components/refund-package-list';
import { draftInput, draftProblems, evaluateDraft, type PackageDraft } from '../../refunds/refund-draft';
import {
  type TicketAddInfo,
  type TicketDetail,
  useCreateTicket,
  useEditTicket,
  useTicketAddInfo,
} from '../api/refund-tickets-api';
import { draftsFor } from '../ticket-draft';

type Props = {
  open: boolean;
  /** Editing: the ticket whose requested refund changes; creating otherwise. */
  ticket?: TicketDetail | null;
  onClose: () => void;
  /** After a save: the ticket's id. */
  onSaved?: (id: number) => void;
};

/**
 * The refund a ticket requests: found by order number (new ticket) or the ticket's own (edit), edited with the
 * refund form of each package, checked with the refund rules before it is sent.
 */
export function TicketRefundDialog({ open, ticket, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const editing = !!ticket;
  const [orderNo, setOrderNo] = useState('');
  const [query, setQuery] = useState<{ orderNo?: string; orderId?: number } | null>(null);
  const info = useTicketAddInfo(open ? query : null);
  const create = useCreateTicket();
  const edit = useEditTicket();
  const [drafts, setDrafts] = useState<Record<string, PackageDraft>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblems>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [remark, setRemark] = useState('');

  useEffect(() => {
    if (!open) return;
    setQuery(ticket ? { orderId: ticket.orderId } : null);
    setOrderNo('');
    setRemark(ticket?.remark ?? '');
    setDrafts({});
    setProblems({});
  }, [open, ticket]);

  const data: TicketAddInfo | undefined = info.data;
  const packages: RefundPackageRecord[] = data?.packages ?? [];
  useEffect(() => {
    if (!data) return;
    const initial = draftsFor(data, ticket?.refund ?? null);
    setDrafts(initial);
    setExpanded(
      Object.entries(initial)
        .filter(([, d]) => d.checked)
        .map(([no]) => no),
    );
  }, [data, ticket]);

  const blocked = !editing && data && !info.data?.canNewTicket;
  const total = useMemo(() => {
    if (!data) return null;
    const totals: string[] = [];
    for (const p of packages) {
      const d = drafts[p.packageNo];
      if (d?.checked) totals.push(evaluateDraft(d, p, data).computed.total);
    }
    return sumMoney(totals);
  }, [data, drafts, packages]);

  const patch = (no: string) => (change: Partial<PackageDraft>) =>
    setDrafts((d) => ({ ...d, [no]: { ...d[no]!, ...change } }));

  const submit = () => {
    if (!data || blocked) return;
    const chosen = packages.filter((p) => drafts[p.packageNo]?.checked);
    if (!chosen.length) {
      void message.warning(errorText('REFUND_PACKAGE_REQUIRED', lang));
      return;
    }
    const found: Record<string, FieldProblems> = {};
    for (const p of chosen) {
      const list = draftProblems(drafts[p.packageNo]!, p, data);
      if (list.length) found[p.packageNo] = Object.fromEntries(list.map((x) => [x.field, x]));
    }
    setProblems(found);
    if (Object.keys(found).length) {
      setExpanded((e) => [...new Set([...e, ...Object.keys(found)])]);
      void message.error(t('refunds.incomplete'));
      return;
    }
    const refund = {
      serialNumber: ticket?.refund.serialNumber ?? `ticket-draft-${crypto.randomUUID()}`,
      orderId: data.order.id,
      isFinishedAdd: false,
      packages: chosen.map((p) => draftInput(drafts[p.packageNo]!, p)),
    };
    // server field errors (refund.packages.N.field) go onto the package's field
    const onError = (error: unknown) => {
      if (!isRequestError(error)) return;
      const byPackage: Record<string, FieldProblems> = {};
      for (const f of error.fieldErrors) {
        const m = /^refund\.packages\.(\d+)\.(\w+)/.exec(f.field);
        const pkg = m ? chosen[Number(m[1])] : undefined;
        if (pkg && m)
          byPackage[pkg.packageNo] = { ...byPackage[pkg.packageNo], [m[2]!]: { name: f.message } };
      }
      setProblems(byPackage);
    };
    const done = (id: number) => {
      void message.success(t('common.submitted'));
      onSaved?.(id);
      onClose();
    };
    if (ticket)
      edit.mutate(
        { id: ticket.id, refund, remark: remark.trim() || undefined },
        { onSuccess: () => done(ticket.id), onError },
      );
    else
      create.mutate(
        { refund, remark: remark.trim() || undefined },
        { onSuccess: (made) => done(made.id), onError },
      );
  };

  return (
    <DraggableDialog
      open={open}
      title={
        editing
          ? t('refundTickets.editTicketTitle', { ticketNo: ticket.ticketNo })
          : t('refundTickets.newTicketTitle')
      }
      width={1100}
      fullScreenToggle
      destroyOnHidden
      maskClosable={false}
      okText={t('refundTickets.submit')}
      onOk={submit}
      okButtonProps={{ loading: create.isPending || edit.isPending, disabled: !data || !!blocked }}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        {editing ? null : (
          <Form
            layout="inline"
            onFinish={() => {
              const no = orderNo.trim();
              if (no) setQuery({ orderNo: no });
            }}
          >
            <Form.Item label={t('refundTickets.orderNo')} htmlFor="ticket-order-no" required>
              <Input
                id="ticket-order-no"
                value={orderNo}
                onChange={(e) => setOrderNo(e.target.value)}
                placeholder={t('refundTickets.orderNoHint')}
                style={{ width: 260 }}
                maxLength={50}
              />
            </Form.Item>
            <Button htmlType="submit" loading={info.isFetching}>
              {t('refundTickets.lookUp')}
            </Button>
          </Form>
        )}
        {query && !data && info.isFetching ? <Skeleton active /> : null}
        {blocked && data ? (
          <Alert
            type="warning"
            showIcon
            title={data.limitText ?? errorText((data.limit ?? 'TICKET_UNFINISHED_EXISTS') as ErrorName, lang)}
            action={
              data.openTicket ? (
                <Button
                  size="small"
                  onClick={() => {
                    onClose();
                    void navigate(refundTicketDetailPath(data.openTicket!.id));
                  }}
                >
                  {t('refundTickets.openTicket', { ticketNo: data.openTicket.ticketNo })}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {data && !blocked ? (
          <>
            <Flex gap={16} wrap align="center">
              <Typography.Text strong className="bd-mono">
                {data.order.orderNo}
              </Typography.Text>
              <Typography.Text type="secondary">
                {lang === 'zh' ? data.order.platformNameZh : data.order.platformName}
              </Typography.Text>
              <span>
                {t('refunds.orderTotal')}{' '}
                <Money amount={data.order.totalAmount} currency={data.order.currency} />
              </span>
              <span>
                {t('refunds.refundedBefore')}{' '}
                <Money amount={data.order.refundedAmount} currency={data.order.currency} />
              </span>
              {total !== null ? (
                <span>
                  {t('refundTickets.requestedTotal')}{' '}
                  <Money amount={total} currency={data.order.currency} strong />
                </span>
              ) : null}
            </Flex>
            <RefundPackageList
              data={data}
              packages={packages}
              drafts={drafts}
              problems={problems}
              expanded={expanded}
              onExpand={setExpanded}
              onPatch={patch}
            />
            <Space.Compact block>
              <Form.Item
                label={t('refundTickets.remark')}
                htmlFor="ticket-remark"
                style={{ width: '100%', marginBottom: 0 }}
              >
                <Input.TextArea
                  id="ticket-remark"
                  value={remark}
                  maxLength={TICKET_NOTE_MAX}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 4 }}
                  onChange={(e) => setRemark(e.target.value)}
                />
              </Form.Item>
            </Space.Compact>
          </>
        ) : null}
      </Flex>
    </DraggableDialog>
  );
}
