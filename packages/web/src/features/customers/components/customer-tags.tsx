import { Tag } from 'antd';
import { usePreferences } from '../../../shared/preferences/preferences-store';

type Label = { id: number; nameZh: string; nameEn: string; colour: string };

/** A customer program label as a tag in its colour, named in the interface language. */
export function CustomerLabelTag({
  label,
  onClose,
  closeLabel,
}: {
  label: Label;
  onClose?: () => void;
  closeLabel?: string;
}) {
  const lang = usePreferences((s) => s.lang);
  return (
    <Tag
      color={label.colour}
      closable={!!onClose}
      onClose={(e) => {
        e.preventDefault();
        onClose?.();
      }}
      closeIcon={onClose ? undefined : false}
      aria-label={closeLabel}
      style={{ marginInlineEnd: 4 }}
    >
      {lang === 'zh' ? label.nameZh : label.nameEn}
    </Tag>
  );
}

/** A customer's labels. */
export function CustomerLabelTags({ labels }: { labels: readonly Label[] }) {
  return (
    <span>
      {labels.map((l) => (
        <CustomerLabelTag key={l.id} label={l} />
      ))}
    </span>
  );
}

/** The VIP level (1 to 5) as a tag; nothing for a customer not rated. */
export function VipTag({ vip, text }: { vip: number | null; text: string }) {
  if (vip === null) return null;
  return <Tag color={vip >= 4 ? 'gold' : 'blue'}>{text}</Tag>;
}
