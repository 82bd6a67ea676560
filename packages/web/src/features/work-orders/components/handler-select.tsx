import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useHandlerSearch } from '../api/work-orders-api';

/** A handler of work orders: a colleague (1) or a team (2). */
export type HandlerValue = { handlerType: 1 | 2; handlerId: number; name?: string | null };

/**
 * Picks a colleague or a team by name (GET getHandlers, the work orders' own handler list); `value.name` labels
 * the chosen one before any search. Cleared, it is null.
 */
export function HandlerSelect({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: HandlerValue | null;
  onChange?: (value: HandlerValue | null) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useHandlerSearch(keyword, open);
  const keyOf = (h: { handlerType: number; handlerId: number }) => `${h.handlerType}:${h.handlerId}`;
  const options = (found.data ?? []).map((h) => ({
    value: keyOf(h),
    label: `${localName({ name: h.name ?? '', enName: h.enName }, lang)}${h.handlerType === 2 ? ` · ${t('countdowns.team')}` : ''}`,
    handler: {
      handlerType: h.handlerType === 2 ? 2 : 1,
      handlerId: h.handlerId,
      name: h.name,
    } as HandlerValue,
  }));
  if (value && !options.some((o) => o.value === keyOf(value)))
    options.unshift({
      value: keyOf(value),
      label: `${value.name ?? `#${value.handlerId}`}${value.handlerType === 2 ? ` · ${t('countdowns.team')}` : ''}`,
      handler: value,
    });

  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder}
      loading={found.isFetching}
      onOpenChange={setOpen}
      value={value ? keyOf(value) : undefined}
      options={options}
      onChange={(key) => onChange?.(options.find((o) => o.value === key)?.handler ?? null)}
    />
  );
}
