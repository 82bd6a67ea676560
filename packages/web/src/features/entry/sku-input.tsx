import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { type ProductOption, useProductsBySku } from './api/search-products';

/** A SKU field that suggests catalogue products by prefix; picking one hands it to the line. */
export function SkuInput({
  value,
  onChange,
  onPick,
  id,
  ariaLabel,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onPick?: (product: ProductOption) => void;
  id?: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [text, setText] = useState(value ?? '');
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const products = useProductsBySku(debounced);
  const list = products.data ?? [];
  return (
    <AutoComplete
      id={id}
      aria-label={ariaLabel}
      value={value}
      placeholder={t('entry.skuHint')}
      options={list.map((p) => ({
        value: p.sku,
        label: `${p.sku} · ${lang === 'zh' ? p.titleZh : p.titleEn}`,
      }))}
      onSearch={setText}
      onChange={(next: string) => {
        setText(next);
        onChange?.(next);
      }}
      onSelect={(sku: string) => {
        const product = list.find((p) => p.sku === sku);
        if (product) onPick?.(product);
      }}
      style={{ width: '100%' }}
    />
  );
}
