import {
  type MailboxFormValues,
  type MailboxTestResult,
  mailAccountInputSchema,
  mailboxInputSchema,
  mailSecurities,
} from '@backdesk/domain';
import { Alert, Button, Col, Divider, Flex, Form, Input, InputNumber, Row, Select, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import { useSaveMailbox, useTestMailbox } from '../api/save-mailbox';
import { useMailbox, useMailboxOptions } from '../api/search-mailboxes';

type Account = {
  host: string;
  port: number;
  security: (typeof mailSecurities)[number];
  user: string;
  password?: string;
};
type Values = Omit<MailboxFormValues, 'operators' | 'imap' | 'smtp'> & {
  imap: Account;
  smtp: Account;
  operatorIds: number[];
  defaultFor: number[];
};

const blankAccount = (port: number): Account => ({ host: '', port, security: 'tls', user: '' });

/** Create or edit a shop mailbox: IMAP and SMTP accounts, operators, download config, and the connection test. */
export function MailboxFormDialog({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const mailbox = useMailbox(open ? id : null);
  const options = useMailboxOptions(open);
  const [result, setResult] = useState<MailboxTestResult | null>(null);
  const editing = id !== null;
  const platformId = Form.useWatch('platformId', form);
  const operatorIds = Form.useWatch('operatorIds', form) ?? [];

  const save = useSaveMailbox({
    onSuccess: () => {
      void message.success(t('common.operationSuccess'));
      closeAfterSave(onClose);
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  const test = useTestMailbox({
    onSuccess: setResult,
    onError: (error) => {
      setResult(null);
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setResult(null);
    const m = mailbox.data;
    if (editing && m) {
      form.setFieldsValue({
        ...m,
        imap: {
          host: m.imap.host,
          port: m.imap.port,
          security: m.imap.security,
          user: m.imap.user,
          password: '',
        },
        smtp: {
          host: m.smtp.host,
          port: m.smtp.port,
          security: m.smtp.security,
          user: m.smtp.user,
          password: '',
        },
        operatorIds: m.operators.map((o) => o.userId),
        defaultFor: m.operators.filter((o) => o.isDefault).map((o) => o.userId),
      });
    }
  }, [open, editing, mailbox.data, form]);

  const inputOf = (v: Values): MailboxFormValues => {
    const { operatorIds: ids = [], defaultFor = [], ...rest } = v;
    return {
      ...rest,
      platformId: rest.platformId ?? null,
      shopId: rest.shopId ?? null,
      teamId: rest.teamId ?? null,
      operators: ids.map((userId) => ({ userId, isDefault: defaultFor.includes(userId) })),
    };
  };
  const runTest = async () => {
    const v = await form
      .validateFields([
        ['imap', 'host'],
        ['imap', 'port'],
        ['imap', 'security'],
        ['imap', 'user'],
        ['smtp', 'host'],
        ['smtp', 'port'],
        ['smtp', 'security'],
        ['smtp', 'user'],
      ])
      .then(() => form.getFieldsValue(true) as Values);
    test.mutate({ ...(editing ? { id: id! } : {}), imap: v.imap, smtp: v.smtp });
  };

  const shape = mailboxInputSchema.shape;
  const acc = mailAccountInputSchema.shape;
  const users = (options.data?.users ?? []).map((u) => ({
    value: u.id,
    label: `${localName(u, lang)} (${u.email})`,
  }));
  const chosen = users.filter((u) => operatorIds.includes(u.value));
  // both accounts have the same fields: each input names its account ("IMAP server", "SMTP password")
  const named = (kind: 'imap' | 'smtp', field: string) =>
    t('mailboxes.fieldOf', { account: kind.toUpperCase(), field: t(`mailboxes.${field}`) });
  const accountFields = (kind: 'imap' | 'smtp') => (
    <Row gutter={12}>
      <Col span={10}>
        <Form.Item name={[kind, 'host']} label={t('mailboxes.host')} rules={[zodRule(acc.host, lang)]}>
          <Input
            aria-label={named(kind, 'host')}
            placeholder={kind === 'imap' ? 'imap.example.com' : 'smtp.example.com'}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[kind, 'port']} label={t('mailboxes.port')} rules={[zodRule(acc.port, lang)]}>
          <InputNumber aria-label={named(kind, 'port')} min={1} max={65535} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name={[kind, 'security']} label={t('mailboxes.security')}>
          <Select
            aria-label={named(kind, 'security')}
            options={mailSecurities.map((s) => ({ value: s, label: t(`mailboxes.securities.${s}`) }))}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name={[kind, 'user']} label={t('mailboxes.user')} rules={[zodRule(acc.user, lang)]}>
          <Input aria-label={named(kind, 'user')} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={[kind, 'password']}
          label={t('mailboxes.password')}
          extra={editing ? t('mailboxes.passwordKept') : undefined}
          rules={editing ? [] : [{ required: true, message: t('mailboxes.passwordRequired') }]}
        >
          <Input.Password
            aria-label={named(kind, 'password')}
            autoComplete="new-password"
            placeholder={editing ? t('mailboxes.passwordUnchanged') : ''}
          />
        </Form.Item>
      </Col>
    </Row>
  );
  const probe = (kind: 'imap' | 'smtp') => {
    const r = result?.[kind];
    if (!r) return null;
    const title = `${t(`mailboxes.${kind}`)}: ${t(`mailboxes.probe.${r.kind}`)}`;
    return (
      <Alert
        role="status"
        type={r.ok ? 'success' : 'error'}
        showIcon
        message={title}
        description={r.ok ? undefined : r.message}
      />
    );
  };

  return (
    <DraggableDialog
      title={editing ? t('mailboxes.editTitle') : t('mailboxes.createTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      width={820}
      fullScreenToggle
      destroyOnHidden
    >
      <Spin spinning={editing && mailbox.isLoading}>
        <Form
          form={form}
          name="mailboxForm"
          layout="vertical"
          onFinish={(v) => save.mutate({ id, input: inputOf(v) })}
          initialValues={{
            enabled: true,
            imap: blankAccount(993),
            smtp: blankAccount(465),
            operatorIds: [],
            defaultFor: [],
            downloadEnabled: true,
            minAttachmentBytes: 0,
            downloadsPerFetch: 200,
            fetchEveryMinutes: 5,
            imapFolders: ['INBOX'],
          }}
        >
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="address" label={t('mailboxes.address')} rules={[zodRule(shape.address, lang)]}>
                <Input placeholder="service@shop.example" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="senderName" label={t('mailboxes.senderName')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="platformId" label={t('mailboxes.platform')}>
                <Select
                  allowClear
                  options={(options.data?.platforms ?? []).map((p) => ({
                    value: p.id,
                    label: localName(p, lang),
                  }))}
                  onChange={() => form.setFieldValue('shopId', null)}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="shopId" label={t('mailboxes.shop')}>
                <Select
                  allowClear
                  disabled={!platformId}
                  options={(options.data?.shops ?? [])
                    .filter((s) => s.platformId === platformId)
                    .map((s) => ({ value: s.id, label: s.name }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="teamId" label={t('mailboxes.team')} extra={t('mailboxes.teamHint')}>
                <Select
                  allowClear
                  options={(options.data?.teams ?? []).map((x) => ({
                    value: x.id,
                    label: localName(x, lang),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="enabled" label={t('mailboxes.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Divider titlePlacement="start">{t('mailboxes.imap')}</Divider>
          {accountFields('imap')}
          <Divider titlePlacement="start">{t('mailboxes.smtp')}</Divider>
          {accountFields('smtp')}
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            <Button
              onClick={() => void runTest().catch(() => undefined)}
              loading={test.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('mailboxes.testConnection')}
            </Button>
            {probe('imap')}
            {probe('smtp')}
          </Flex>
          <Divider titlePlacement="start">{t('mailboxes.operators')}</Divider>
          <Form.Item name="operatorIds" label={t('mailboxes.operatorIds')}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={users} />
          </Form.Item>
          <Form.Item
            name="defaultFor"
            label={t('mailboxes.defaultFor')}
            extra={t('mailboxes.defaultForHint')}
          >
            <Select mode="multiple" allowClear optionFilterProp="label" options={chosen} />
          </Form.Item>
          <Divider titlePlacement="start">{t('mailboxes.download')}</Divider>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item
                name="downloadEnabled"
                label={t('mailboxes.downloadEnabled')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                name="imapFolders"
                label={t('mailboxes.imapFolders')}
                rules={[zodRule(shape.imapFolders, lang)]}
              >
                <Select mode="tags" open={false} tokenSeparators={[',']} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="minAttachmentBytes"
                label={t('mailboxes.minAttachmentBytes')}
                rules={[zodRule(shape.minAttachmentBytes, lang)]}
              >
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="attachmentPrefix"
                label={t('mailboxes.attachmentPrefix')}
                rules={[zodRule(shape.attachmentPrefix, lang)]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="downloadsPerFetch"
                label={t('mailboxes.downloadsPerFetch')}
                rules={[zodRule(shape.downloadsPerFetch, lang)]}
              >
                <InputNumber min={1} max={1000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="fetchEveryMinutes"
                label={t('mailboxes.fetchEveryMinutes')}
                rules={[zodRule(shape.fetchEveryMinutes, lang)]}
              >
                <InputNumber min={1} max={1440} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </DraggableDialog>
  );
}
