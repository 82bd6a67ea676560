import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type UserOption, useUserSearch } from './api/search-users';
import { localName } from './local-name';
import { usePreferences } from './preferences/preferences-store';

type Base = {
  known?: readonly Pick<UserOption, 'id' | 'name' | 'enName' | 'email'>[];
  placeholder?: string;
  id?: string;
};
type Props =
  | (Base & { multiple: true; value?: number[]; onChange?: (value: number[]) => void })
  | (Base & { multiple?: false; value?: number | null; onChange?: (value: number | null) => void });

/** A searchable user select; `known` labels the already chosen users. */
export function UserPicker(props: Props) {
  const lang = usePreferences((s) => s.lang);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(id);
  }, [typed]);
  const search = useUserSearch(keyword);

  const options = useMemo(() => {
    const byId = new Map<number, Pick<UserOption, 'id' | 'name' | 'enName' | 'email'>>();
    for (const u of props.known ?? []) byId.set(u.id, u);
    for (const u of search.data ?? []) byId.set(u.id, u);
    return [...byId.values()].map((u) => ({
      value: u.id,
      label: u.email ? `${localName(u, lang)} (${u.email})` : localName(u, lang),
    }));
  }, [props.known, search.data, lang]);

  const common = {
    id: props.id,
    showSearch: { filterOption: false, onSearch: setTyped },
    allowClear: true,
    placeholder: props.placeholder,
    options,
    notFoundContent: search.isFetching ? <Spin size="small" /> : undefined,
    style: { width: '100%' },
  } as const;

  return props.multiple ? (
    <Select<number[]>
      {...common}
      mode="multiple"
      value={props.value}
      onChange={(v) => props.onChange?.(v ?? [])}
    />
  ) : (
    <Select<number | null>
      {...common}
      value={props.value ?? null}
      onChange={(v) => props.onChange?.(v ?? null)}
    />
  );
}
