import type { UploadItem } from '@backdesk/domain';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { ImageUpload } from '../../../shared/image-upload/image-upload';
import { Section } from '../../../shared/section';
import { type DisputeView, useDisputeWrite } from '../api/disputes-api';

/** The evidence of a dispute: the files uploaded, and the upload of more (uploadEvidence). */
export function DisputeEvidence({ dispute: d, manage }: { dispute: DisputeView; manage: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [evidence, setEvidence] = useState<UploadItem[]>([]);
  const upload = useDisputeWrite<object>('uploadEvidence');
  const ok = () => void message.success(t('common.operationSuccess'));
  const a = d.actions;
  return (
    <Section title={t('disputes.evidence')}>
      <Flex vertical gap={8}>
        {d.evidence.length ? (
          <ul aria-label={t('disputes.evidenceFiles')} style={{ margin: 0, paddingInlineStart: 20 }}>
            {d.evidence.map((e) => (
              <li key={e.id}>
                <a href={e.url} target="_blank" rel="noreferrer">
                  {e.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <span>{t('disputes.noEvidence')}</span>
        )}
        {manage && !a.evidence ? (
          <Flex gap={8} align="end" wrap>
            <ImageUpload value={evidence} onChange={setEvidence} max={10} />
            <Button
              disabled={!evidence.length}
              loading={upload.isPending}
              onClick={() =>
                upload.mutate(
                  { id: d.id, files: evidence.map((f) => ({ id: f.id })) },
                  {
                    onSuccess: () => {
                      setEvidence([]);
                      ok();
                    },
                  },
                )
              }
            >
              {t('disputes.uploadEvidence')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Section>
  );
}
