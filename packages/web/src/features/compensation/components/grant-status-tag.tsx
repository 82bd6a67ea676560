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

/** A points grant's or coupon's status; `wrap`: a long one may take two lines (a table in a narrow column). */
export function GrantStatusTag({ status, wrap = false }: { status: string; wrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <ColorTag color={tone[status]} style={wrap ? { whiteSpace: 'normal' } : undefined}>
      {t(`compensation.statuses.${status}`)}
    </ColorTag>
  );
}
