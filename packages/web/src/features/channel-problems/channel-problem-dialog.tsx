import { UploadOutlined } from '@ant-design/icons';
import {
  ATTACHMENT_ACCEPT,
  CHANNEL_ATTACHMENT_MAX_BYTES,
  CHANNEL_REJECTION_NOTE_MAX,
  type ChannelProblemRecord,
  channelProcessingStatuses,
  channelReturnReasons,
  channelReturnStatuses,
  deadlineProblem,
  errorText,
  processingCentres,
  processingSchemes,
} from '@backdesk/domain';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { uploadFile } from '../../shared/image-upload/upload-file';
import { usePreferences } from '../../shared/preferences/preferences-store';
import {
  type ChannelProblemPayload,
  useSaveChannelProblem,
  useUpdateChannelProblem,
} from './api/channel-problems-api';
import { AssignerSelect } from './assigner-select';

type Attachment = { id: string; name: string; size: number };
type Values = Omit<ChannelProblemPayload, 'processingDeadline' | 'attachments'> & {
  processingDeadline: Dayjs;
};

/** New or edited channel problem item (spec 3 §3), with the rules of spec 3 §5 'Channel problem'. */
export function ChannelProblemDialog({
  open,
  item,
  onClose,
}: {
  open: boolean;
  /** The item to edit; null for a new one. */
  item: ChannelProblemRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveChannelProblem();
  const update = useUpdateChannelProblem();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (item) {
      form.setFieldsValue({
        packageNo: item.packageNo,
        reasonForReturn: item.reasonForReturn,
        recommendedProcessingCenter: item.recommendedProcessingCenter,
        foreignReturnTrackingNumber: item.foreignReturnTrackingNumber,
        processingDeadline: dayjs(item.processingDeadline),
        rejectionNote: item.rejectionNote,
        returnStatus: item.returnStatus,
        treatmentPlan: item.treatmentPlan,
        processingStatus: item.processingStatus,
        assignerId: item.assigner.id,
      });
      const a = item.attachments[0];
      setAttachment(a ? { id: a.id, name: a.name, size: a.size } : null);
    } else setAttachment(null);
  }, [open, item, form]);

  const submit = (values: Values) => {
    const payload: ChannelProblemPayload = {
      ...values,
      processingDeadline: values.processingDeadline.toISOString(),
      attachments: attachment ? [{ id: attachment.id, size: attachment.size }] : [],
    };
    const onError = (error: unknown) => void applyFieldErrors(form, error);
    if (item)
      update.mutate(
        { ...payload, id: item.id },
        {
          onSuccess: () => {
            void message.success(t('channelProblems.saved'));
            onClose();
          },
          onError,
        },
      );
    else
      save.mutate(payload, {
        onSuccess: (answer) => {
          if (answer.notice) void message.warning(answer.notice, 6);
          else void message.success(t('channelProblems.saved'));
          onClose();
        },
        onError,
      });
  };

  return (
    <DraggableDialog
      open={open}
      width={760}
      title={
        item ? t('channelProblems.editTitle', { packageNo: item.packageNo }) : t('channelProblems.newItem')
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending || update.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ returnStatus: 1, processingStatus: 1, processingDeadline: dayjs().add(3, 'day') }}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="packageNo"
              label={t('channelProblems.packageNo')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Input maxLength={60} disabled={item !== null} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="reasonForReturn"
              label={t('channelProblems.reasonForReturn')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Select options={channelReturnReasons.map((r) => ({ value: r.value, label: r[lang] }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="recommendedProcessingCenter"
              label={t('channelProblems.recommendedProcessingCenter')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Select options={processingCentres.map((c) => ({ value: c.code, label: c[lang] }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="foreignReturnTrackingNumber"
              label={t('channelProblems.foreignReturnTrackingNumber')}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="processingDeadline"
              label={t('channelProblems.processingDeadline')}
              rules={[
                { required: true, message: t('common.required') },
                {
                  validator: (_r, v: Dayjs | undefined) => {
                    const p = v ? deadlineProblem(v.toDate(), new Date()) : null;
                    return p ? Promise.reject(new Error(errorText(p.name, lang))) : Promise.resolve();
                  },
                },
              ]}
            >
              <DatePicker
                showTime
                style={{ width: '100%' }}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                format="YYYY-MM-DD HH:mm"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="assignerId"
              label={t('channelProblems.assigner')}
              rules={[{ required: true, message: errorText('CHANNEL_ASSIGNER_REQUIRED', lang) }]}
            >
              <AssignerSelect known={item ? { ...item.assigner, name: item.assigner.name ?? '' } : null} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="returnStatus"
              label={t('channelProblems.returnStatus')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Select options={channelReturnStatuses.map((s) => ({ value: s.value, label: s[lang] }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="treatmentPlan" label={t('channelProblems.treatmentPlan')}>
              <Select
                allowClear
                disabled={item?.deadlinePassed ?? false}
                options={processingSchemes.map((s) => ({ value: s.value, label: s[lang] }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="processingStatus" label={t('channelProblems.processingStatus')}>
              <Select options={channelProcessingStatuses.map((s) => ({ value: s.value, label: s[lang] }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="rejectionNote"
              label={t('channelProblems.rejectionNote')}
              rules={[
                {
                  max: CHANNEL_REJECTION_NOTE_MAX,
                  message: errorText('CHANNEL_REJECTION_NOTE_TOO_LONG', lang),
                },
              ]}
            >
              <Input.TextArea rows={2} maxLength={CHANNEL_REJECTION_NOTE_MAX} showCount />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="attachments"
              label={t('channelProblems.attachment')}
              extra={t('channelProblems.attachmentHint')}
            >
              <Space>
                <Upload
                  showUploadList={false}
                  maxCount={1}
                  accept={ATTACHMENT_ACCEPT}
                  beforeUpload={(file) => {
                    if (file.size > CHANNEL_ATTACHMENT_MAX_BYTES) {
                      void message.error(errorText('CHANNEL_ATTACHMENT_TOO_LARGE', lang));
                      return Upload.LIST_IGNORE;
                    }
                    setUploading(true);
                    uploadFile(file, 'attachment')
                      .then((up) => setAttachment({ id: up.id, name: up.name, size: file.size }))
                      .catch(() => undefined)
                      .finally(() => setUploading(false));
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={uploading} disabled={attachment !== null}>
                    {t('channelProblems.chooseFile')}
                  </Button>
                </Upload>
                {attachment ? (
                  <>
                    <Typography.Text>{attachment.name}</Typography.Text>
                    <Button type="link" danger onClick={() => setAttachment(null)}>
                      {t('channelProblems.removeFile')}
                    </Button>
                  </>
                ) : null}
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </DraggableDialog>
  );
}
