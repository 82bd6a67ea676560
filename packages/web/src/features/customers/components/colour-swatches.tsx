import { CheckOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The label colours: antd's palette at shade 7, dark enough for the tag's white text on every one
 * (docs/decisions.md, "Label colours from a palette").
 */
export const labelColours = [
  { key: 'red', hex: '#cf1322' },
  { key: 'volcano', hex: '#d4380d' },
  { key: 'orange', hex: '#d46b08' },
  { key: 'gold', hex: '#d48806' },
  { key: 'green', hex: '#389e0d' },
  { key: 'cyan', hex: '#08979c' },
  { key: 'blue', hex: '#0958d9' },
  { key: 'geekblue', hex: '#1d39c4' },
  { key: 'purple', hex: '#531dab' },
  { key: 'magenta', hex: '#c41d7f' },
  { key: 'grey', hex: '#595959' },
] as const;

/**
 * A colour chosen among the palette's swatches: radio buttons drawn as their colours (arrow keys move, each
 * is read out by its name); a label saved earlier with a colour outside the palette keeps it as one more.
 */
export function ColourSwatches({
  value,
  onChange,
  'aria-label': ariaLabel,
}: {
  value?: string;
  onChange?: (hex: string) => void;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const current = value?.toLowerCase();
  const swatches: { key: string; hex: string; name: string }[] = labelColours.map((c) => ({
    ...c,
    name: t(`customerLabels.colours.${c.key}`),
  }));
  if (current && !swatches.some((s) => s.hex === current))
    swatches.push({ key: 'custom', hex: current, name: current });
  return (
    <Flex role="radiogroup" aria-label={ariaLabel} gap={10} wrap style={{ padding: 4 }}>
      {swatches.map((s) => (
        // the swatch's colour is its background; currentColor draws the ring of the chosen one
        <label key={s.key} className="bd-swatch" title={s.name} style={{ background: s.hex, color: s.hex }}>
          <input
            type="radio"
            name={name}
            value={s.hex}
            aria-label={s.name}
            checked={s.hex === current}
            onChange={() => onChange?.(s.hex)}
          />
          {s.hex === current ? <CheckOutlined aria-hidden style={{ color: '#fff' }} /> : null}
        </label>
      ))}
    </Flex>
  );
}
