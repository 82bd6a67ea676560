import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { type Assigner, useAssigners } from './api/list-assigners';

/** The assigner of a channel problem item: a searchable list of active users (any channelProblem.manage holder). */
export function AssignerSelect({
  id,
  value,
  onChange,
  known,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  known?: Pick<Assigner, 'id' | 'name' | 'enName'> | null;
}) {
  const lang = usePreferences((s) => s.lang);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useAssigners(keyword, true);
  const options = useMemo(() => {
    const byId = new Map<number, { value: number; label: string }>();
    if (known) byId.set(known.id, { value: known.id, label: localName(known, lang) });
    for (const u of found.data ?? [])
      byId.set(u.id, { value: u.id, label: `${localName(u, lang)} (${u.email})` });
    return [...byId.values()];
  }, [found.data, known, lang]);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
    />
  );
}
