import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useHandlerSearch } from '../api/work-orders-api';

/** A handler as the picker gives it. */
export type PickedHandler = { handlerType: 1 | 2; handlerId: number };

/** Picks a colleague or a team by name (typed, searched on the server after a pause). */
export function HandlerPicker({
  id,
  value,
  onChange,
  enabled,
}: {
  id: string;
  value: PickedHandler | null;
  onChange: (handler: PickedHandler | null) => void;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (!enabled) setTyped('');
  }, [enabled]);
  const found = useHandlerSearch(keyword, enabled);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ? `${value.handlerType}:${value.handlerId}` : undefined}
      onChange={(v: string | undefined) => {
        if (!v) return onChange(null);
        const [type, handlerId] = v.split(':').map(Number);
        onChange({ handlerType: type === 2 ? 2 : 1, handlerId: handlerId! });
      }}
      loading={found.isFetching}
      options={(found.data ?? []).map((h) => ({
        value: `${h.handlerType}:${h.handlerId}`,
        label: `${localName({ name: h.name ?? '', enName: h.enName }, lang)}${h.handlerType === 2 ? ` · ${t('workOrders.team')}` : ''}`,
      }))}
    />
  );
}
