import { useTranslation } from 'react-i18next';
import { ColorTag, type TagColor } from '../../../shared/color-tag';

const tone: Record<string, TagColor> = {
  pending: 'gold',
  approved: 'cyan',
  released: 'green',
  issued: 'green',
  used: 'blue',
  expired: 'volcano',
  denied: 'red',
};

/** A points grant's or coupon's status. */
export function GrantStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <ColorTag color={tone[status]}>{t(`compensation.statuses.${status}`)}</ColorTag>;
}
