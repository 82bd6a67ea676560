import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { replyRemainingText } from '@backdesk/domain';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Input,
  List,
  Popconfirm,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { Dayjs } from 'dayjs';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFeedback } from '../../shared/feedback';
import { HistoryTimeline } from '../../shared/history/history-timeline';
import { uploadFile } from '../../shared/image-upload/upload-file';
import { Money } from '../../shared/money';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { mailCasePath, orderDetailsPath } from '../../shared/screens';
import { LoadErrorPage, StatusPage } from '../../shared/status-page';
import { StatusTag } from '../../shared/status-tag';
import { useTabTitle } from '../../shared/tab-title';
import { useFormatTime } from '../../shared/time/format-time';
import { RefundStatusTag } from '../refunds/components/refund-status-tag';
import { ResendStatusTag } from '../resends/components/resend-status-tag';
import { recordAiOutcome } from './api/ai-assist-api';
import {
  checkClose,
  checkOrderLink,
  type MailCaseView,
  type MailThread,
  useAddNote,
  useCloseCase,
  useCustomerCases,
  useDeleteNote,
  useEndPending,
  useLinkOrder,
  useMailCase,
  useMailCaseLog,
  useMailOrder,
  useMailTemplates,
  useMailThread,
  useSendMail,
  useSetPending,
  useUnlinkOrder,
} from './api/mail-cases-api';
import { MailCaseStatusTag } from './components/mail-case-status-tag';
import { MailTransferDialog } from './components/mail-transfer-dialog';
import { SuggestedReplyPanel } from './components/suggested-reply-panel';
import { TranslateMail } from './components/translate-mail';

/** The stored HTML is sanitised by the server; the browser sanitises it again before it is shown. */
const safeHtml = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input'], ALLOW_UNKNOWN_PROTOCOLS: false });

/** /customerServiceManage/mailCaseDetails?id=: the thread, the linked order, notes, actions and the reply composer. */
/** A language's name in the reader's language ("German", "德语"), the code when the browser has none. */
function languageName(code: string, reader: 'zh' | 'en') {
  try {
    return new Intl.DisplayNames([reader === 'zh' ? 'zh-CN' : 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function MailCasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const view = useMailCase(id);
  useTabTitle(view.data?.caseNumber ?? null);
  if (!Number.isInteger(id) || id <= 0) return <StatusPage status="404" message={t('mailCases.notFound')} />;
  if (view.error) return <LoadErrorPage error={view.error} />;
  if (!view.data) return <Spin />;
  return <CaseSheet c={view.data} />;
}

function CaseSheet({ c }: { c: MailCaseView }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const [transfer, setTransfer] = useState<number[] | null>(null);
  const feedback = useFeedback();
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" wrap gap={8}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {c.caseNumber}
            </Typography.Title>
            <MailCaseStatusTag status={c.caseStatus} />
            <Typography.Text>{c.subject}</Typography.Text>
          </Space>
          <CaseActions c={c} onTransfer={() => setTransfer([c.id])} />
        </Flex>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('mailCases.customer')}>
            {c.customerName} &lt;{c.customerAddress}&gt;
          </Descriptions.Item>
          <Descriptions.Item label={t('mailCases.mailbox')}>{c.mailbox}</Descriptions.Item>
          <Descriptions.Item label={t('mailCases.handler')}>
            {lang === 'en' ? (c.handler.enName ?? c.handler.name) : c.handler.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('mailCases.vipLevel')}>{c.vipLevel}</Descriptions.Item>
          <Descriptions.Item label={t('mailCases.transferTimes')}>{c.transferTimes}</Descriptions.Item>
          <Descriptions.Item label={t('mailCases.replyRemainingTime')}>
            {c.replyRemainingTime === null ? (
              '—'
            ) : (
              <Typography.Text type={c.replyRemainingTime < 0 ? 'danger' : undefined}>
                {replyRemainingText(c.replyRemainingTime, lang)}
              </Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('mailCases.language')}>
            {t('mailCases.languageOf', {
              language: languageName(c.lang, lang),
              source: t(`mailCases.languageSources.${c.langSource}`),
            })}
          </Descriptions.Item>
          {c.pendingUntil ? (
            <Descriptions.Item label={t('mailCases.pendingUntil')}>
              {formatTime(c.pendingUntil)}
            </Descriptions.Item>
          ) : null}
          {c.mailLabel ? (
            <Descriptions.Item label={t('mailCases.mailLabel')}>
              <Tag>{c.mailLabel}</Tag>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <Thread id={c.id} />
            <Composer c={c} />
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Card size="small">
            <Tabs
              items={[
                { key: 'order', label: t('mailCases.order'), children: <OrderPanel c={c} /> },
                { key: 'notes', label: t('mailCases.notes'), children: <Notes c={c} /> },
                { key: 'others', label: t('mailCases.otherCases'), children: <OtherCases id={c.id} /> },
                { key: 'log', label: t('mailCases.log'), children: <CaseLog id={c.id} /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <MailTransferDialog
        ids={transfer}
        onClose={() => setTransfer(null)}
        onDone={(rows) => {
          setTransfer(null);
          const row = rows[0];
          if (row?.is_success) feedback.message.success(t('mailCases.transferDone'));
          else if (row) feedback.message.error(row.response_message ?? '');
        }}
      />
    </Flex>
  );
}

function CaseActions({ c, onTransfer }: { c: MailCaseView; onTransfer: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const formatTime = useFormatTime();
  const [until, setUntil] = useState<Dayjs | null>(null);
  const setPending = useSetPending();
  const endPending = useEndPending();
  const close = useCloseCase();
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const allowed = (key: string) => c.actions[key] === null;
  return (
    <Space wrap>
      <Button disabled={!allowed('transfer')} onClick={onTransfer}>
        {t('mailCases.batchTransfer')}
      </Button>
      {c.caseStatus === 3 ? (
        <Button
          disabled={!allowed('endPending')}
          onClick={() => endPending.mutate(c.id)}
          loading={endPending.isPending}
        >
          {t('mailCases.endPending')}
        </Button>
      ) : (
        <Space.Compact>
          <DatePicker
            showTime
            aria-label={t('mailCases.pendingUntil')}
            placeholder={t('mailCases.pendingUntil')}
            value={until}
            onChange={setUntil}
            disabled={!allowed('pending')}
          />
          <Button
            disabled={!allowed('pending') || !until}
            loading={setPending.isPending}
            onClick={() =>
              until &&
              setPending.mutate(
                { id: c.id, until: until.toISOString() },
                {
                  onSuccess: (r) => {
                    setUntil(null);
                    feedback.message.success(
                      t('mailCases.pendingDone', { until: formatTime(r.pendingUntil ?? '') }),
                    );
                  },
                },
              )
            }
          >
            {t('mailCases.setPending')}
          </Button>
        </Space.Compact>
      )}
      <Popconfirm
        title={confirmText ?? t('mailCases.closeConfirm')}
        open={confirmText !== null}
        onCancel={() => setConfirmText(null)}
        onConfirm={() =>
          close.mutate(
            { id: c.id, confirm: true },
            {
              onSuccess: () => {
                setConfirmText(null);
                feedback.message.success(t('mailCases.closed'));
              },
            },
          )
        }
      >
        <Button
          danger
          disabled={!allowed('close')}
          onClick={() =>
            void checkClose(c.id).then((r) => {
              if (!r.canClose) feedback.message.error(r.message ?? '');
              else setConfirmText(r.needsConfirm ? (r.message ?? '') : t('mailCases.closeConfirm'));
            })
          }
        >
          {t('mailCases.close')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation();
  const thread = useMailThread(id);
  const formatTime = useFormatTime();
  if (thread.isLoading) return <Spin />;
  const list: MailThread = thread.data ?? [];
  return (
    <Card size="small" title={t('mailCases.thread')}>
      <section aria-label={t('mailCases.thread')}>
        <List
          dataSource={list}
          renderItem={(m) => (
            <List.Item
              key={m.id}
              style={{ display: 'block', background: m.direction === 2 ? '#f6ffed' : undefined, padding: 12 }}
            >
              <Flex justify="space-between" wrap>
                <Typography.Text strong>
                  {m.fromName ? `${m.fromName} <${m.fromAddress}>` : m.fromAddress}
                </Typography.Text>
                <Space>
                  {m.deliveryStatus ? <Tag>{t(`mailCases.delivery.${m.deliveryStatus}`)}</Tag> : null}
                  <Typography.Text type="secondary">{formatTime(m.sentAt)}</Typography.Text>
                </Space>
              </Flex>
              <Typography.Text type="secondary">
                {t('mailCases.to')}: {m.toAddresses.join(', ')}
                {m.ccAddresses.length ? ` · ${t('mailCases.cc')}: ${m.ccAddresses.join(', ')}` : ''}
              </Typography.Text>
              <Typography.Paragraph strong style={{ margin: '8px 0 4px' }}>
                {m.subject}
              </Typography.Paragraph>
              {m.html ? (
                <MailBody html={m.html} />
              ) : (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{m.text}</Typography.Paragraph>
              )}
              {m.direction === 1 && <TranslateMail text={m.text} subject={m.subject} />}
              {m.attachments.filter((a) => !a.inline).length ? (
                <Space wrap aria-label={t('mailCases.attachments')}>
                  {m.attachments
                    .filter((a) => !a.inline)
                    .map((a) => (
                      <a key={a.id} href={a.url} target="_blank" rel="noreferrer">
                        <PaperClipOutlined /> {a.fileName}
                      </a>
                    ))}
                </Space>
              ) : null}
            </List.Item>
          )}
        />
      </section>
    </Card>
  );
}

/** A mail's HTML: sanitised on the server when stored and again here (DOMPurify) before it is drawn. */
function MailBody({ html }: { html: string }) {
  const clean = safeHtml(html);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
    <div className="mail-body" style={{ overflowX: 'auto' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

function Composer({ c }: { c: MailCaseView }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const templates = useMailTemplates(c.id);
  const send = useSendMail();
  const [mode, setMode] = useState<'reply' | 'replyAll'>('reply');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  // the suggested reply put into the editor: what the agent sent is recorded against it (as is, or edited)
  const [used, setUsed] = useState<number | null>(null);
  if (c.actions.reply !== null) return null;
  const submit = () =>
    send.mutate(
      {
        id: c.id,
        replyAll: mode === 'replyAll',
        subject: subject || undefined,
        body,
        attachmentFileIds: files.map((f) => f.id),
      },
      {
        onSuccess: () => {
          feedback.message.success(t('mailCases.sent'));
          if (used !== null)
            recordAiOutcome({ generationId: used, outcome: 'sent', sentText: body }).catch(() => undefined);
          setUsed(null);
          setBody('');
          setSubject('');
          setFiles([]);
        },
      },
    );
  return (
    <Card size="small" title={t('mailCases.reply')}>
      <Flex vertical gap={8}>
        <SuggestedReplyPanel
          workOrderId={c.id}
          onUse={(draft) => {
            setBody(draft.content);
            setUsed(draft.generationId);
          }}
        />
        {!c.maySend ? <Typography.Text type="warning">{t('mailCases.cannotSend')}</Typography.Text> : null}
        <Flex gap={8} wrap>
          <Radio.Group
            optionType="button"
            value={mode}
            onChange={(e) => setMode(e.target.value)}
            options={[
              { value: 'reply', label: t('mailCases.reply') },
              { value: 'replyAll', label: t('mailCases.replyAll') },
            ]}
          />
          <Select
            aria-label={t('mailCases.template')}
            placeholder={t('mailCases.template')}
            style={{ minWidth: 220 }}
            notFoundContent={t('mailCases.noTemplates')}
            loading={templates.isLoading}
            options={(templates.data ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
            onChange={(value: number) => {
              const tp = templates.data?.find((x) => x.id === value);
              if (tp) {
                setSubject(tp.subject);
                setBody(tp.body);
              }
            }}
          />
        </Flex>
        <Input
          aria-label={t('mailCases.replySubject')}
          placeholder={t('mailCases.replySubject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <Input.TextArea
          aria-label={t('mailCases.replyBody')}
          rows={6}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap>
            <Upload
              showUploadList={false}
              multiple
              beforeUpload={(file) => {
                setUploading(true);
                uploadFile(file, 'attachment')
                  .then((up) => setFiles((f) => [...f, { id: up.id, name: up.name }]))
                  .catch(() => undefined)
                  .finally(() => setUploading(false));
                return false;
              }}
            >
              <Button icon={<PaperClipOutlined />} loading={uploading}>
                {t('mailCases.attach')}
              </Button>
            </Upload>
            {files.map((f) => (
              <Tag key={f.id} closable onClose={() => setFiles((all) => all.filter((x) => x.id !== f.id))}>
                {f.name}
              </Tag>
            ))}
          </Space>
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={submit}
            loading={send.isPending}
            disabled={!body.trim() || uploading}
          >
            {t('mailCases.send')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function OrderPanel({ c }: { c: MailCaseView }) {
  const { t } = useTranslation();
  const info = useMailOrder(c.id);
  const link = useLinkOrder();
  const unlink = useUnlinkOrder();
  const [orderNo, setOrderNo] = useState('');
  const [note, setNote] = useState<string | null>(null);
  if (info.isLoading) return <Spin />;
  const order = info.data?.order;
  if (!order)
    return (
      <Flex vertical gap={8}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mailCases.noOrder')} />
        <Space.Compact>
          <Input
            aria-label={t('mailCases.orderNo')}
            placeholder={t('mailCases.orderNo')}
            value={orderNo}
            onChange={(e) => setOrderNo(e.target.value)}
          />
          <Button
            disabled={!orderNo.trim()}
            onClick={() =>
              void checkOrderLink(c.id, orderNo).then(
                (r) =>
                  setNote(
                    r.otherCases.length
                      ? t('mailCases.linkOthers', { cases: r.otherCases.map((o) => o.caseNumber).join(', ') })
                      : '',
                  ),
                (e: { message?: string }) => setNote(e.message ?? ''),
              )
            }
          >
            {t('mailCases.linkCheck')}
          </Button>
          <Button
            type="primary"
            disabled={!orderNo.trim() || c.actions.linkOrder !== null}
            loading={link.isPending}
            onClick={() => link.mutate({ id: c.id, orderNo })}
          >
            {t('mailCases.linkOrder')}
          </Button>
        </Space.Compact>
        {note ? <Typography.Text type="warning">{note}</Typography.Text> : null}
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Link to={orderDetailsPath(order.id)}>{order.orderNo}</Link>
        {c.orderLinkedBy ? <Tag>{t(`mailCases.linkedBy.${c.orderLinkedBy}`)}</Tag> : null}
        <Typography.Text>
          {order.amounts.totalAmount} {order.currency}
        </Typography.Text>
        {c.orderLinkedBy === 'manual' ? (
          <Button size="small" onClick={() => unlink.mutate(c.id)} loading={unlink.isPending}>
            {t('mailCases.unlinkOrder')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text strong>{t('mailCases.packages')}</Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        aria-label={t('mailCases.packages')}
        dataSource={order.packages}
        columns={[
          { key: 'no', title: t('mailCases.packageNo'), dataIndex: 'packageNo' },
          { key: 'tracking', title: t('mailCases.trackingNo'), dataIndex: 'trackingNo' },
          {
            key: 'status',
            title: t('mailCases.status'),
            render: (p: { status: number }) => <StatusTag value={p.status} />,
          },
        ]}
      />
      <Typography.Text strong>{t('mailCases.refunds')}</Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        aria-label={t('mailCases.refunds')}
        dataSource={info.data?.refunds ?? []}
        columns={[
          { key: 'no', title: '#', dataIndex: 'refundNo' },
          {
            key: 'amount',
            title: t('mailCases.amount'),
            render: (r: { totalAmount: string; currency: string }) => (
              <Money amount={r.totalAmount} currency={r.currency} />
            ),
          },
          {
            key: 'status',
            title: t('mailCases.status'),
            render: (r: { status: number }) => <RefundStatusTag status={r.status} />,
          },
        ]}
      />
      <Typography.Text strong>{t('mailCases.resends')}</Typography.Text>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        aria-label={t('mailCases.resends')}
        dataSource={info.data?.resends ?? []}
        columns={[
          { key: 'old', title: t('mailCases.packageNo'), dataIndex: 'oldPackageNo' },
          {
            key: 'status',
            title: t('mailCases.status'),
            render: (r: { status: number }) => <ResendStatusTag status={r.status} />,
          },
        ]}
      />
    </Flex>
  );
}

function Notes({ c }: { c: MailCaseView }) {
  const { t } = useTranslation();
  const add = useAddNote();
  const del = useDeleteNote();
  const formatTime = useFormatTime();
  const [body, setBody] = useState('');
  return (
    <Flex vertical gap={8}>
      <List
        aria-label={t('mailCases.notes')}
        locale={{ emptyText: t('mailCases.noNotes') }}
        dataSource={c.notes}
        renderItem={(n) => (
          <List.Item
            actions={[
              <Button
                key="del"
                size="small"
                type="link"
                aria-label={t('mailCases.deleteNote')}
                onClick={() => del.mutate(n.id)}
              >
                {t('common.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={n.body} description={`${n.userName ?? ''} · ${formatTime(n.createdAt)}`} />
          </List.Item>
        )}
      />
      <Input.TextArea
        aria-label={t('mailCases.noteBody')}
        rows={2}
        maxLength={1000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <Button
        disabled={!body.trim()}
        loading={add.isPending}
        onClick={() => add.mutate({ id: c.id, body }, { onSuccess: () => setBody('') })}
      >
        {t('mailCases.addNote')}
      </Button>
    </Flex>
  );
}

function OtherCases({ id }: { id: number }) {
  const { t } = useTranslation();
  const others = useCustomerCases(id);
  return (
    <List
      aria-label={t('mailCases.otherCases')}
      loading={others.isLoading}
      locale={{ emptyText: t('mailCases.noOtherCases') }}
      dataSource={others.data ?? []}
      renderItem={(o) => (
        <List.Item>
          <Space>
            <Link to={mailCasePath(o.id)}>{o.caseNumber}</Link>
            <MailCaseStatusTag status={o.caseStatus} />
            <Typography.Text ellipsis style={{ maxWidth: 220 }}>
              {o.subject}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

function CaseLog({ id }: { id: number }) {
  const { t } = useTranslation();
  const log = useMailCaseLog(id);
  if (log.isLoading) return <Spin />;
  return (
    <HistoryTimeline
      history={[...(log.data ?? [])].reverse().map((e) => ({ ...e, detail: null }))}
      label={t('mailCases.log')}
      empty={t('mailCases.noLog')}
    />
  );
}
