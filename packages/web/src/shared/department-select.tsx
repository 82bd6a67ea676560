import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { type DepartmentNode, useDepartments } from './api/get-departments';
import { localName } from './local-name';
import { usePreferences } from './preferences/preferences-store';

type TreeNode = { value: number; title: string; children: TreeNode[] };

/** A department chooser over the department tree. */
export function DepartmentSelect({
  value,
  onChange,
  placeholder,
  id,
  style,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}) {
  const lang = usePreferences((s) => s.lang);
  const departments = useDepartments();
  const treeData = useMemo(() => {
    const map = (nodes: readonly DepartmentNode[]): TreeNode[] =>
      nodes.map((n) => ({ value: n.id, title: localName(n, lang), children: map(n.children) }));
    return map(departments.data ?? []);
  }, [departments.data, lang]);
  return (
    <TreeSelect<number | null>
      id={id}
      treeData={treeData}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={placeholder}
      allowClear
      treeDefaultExpandAll
      loading={departments.isLoading}
      style={{ width: '100%', ...style }}
    />
  );
}
