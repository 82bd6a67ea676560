import { HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../text';
import { type ColumnSettings, moveKey } from './column-settings';
import type { DataColumn } from './data-table';

export type ColumnSettingsButtonProps<T> = {
  columns: DataColumn<T>[];
  settings: ColumnSettings;
  onChange: (settings: ColumnSettings) => void;
  onReset: () => void;
};

function ColumnSettingsPanel<T>({
  columns,
  settings,
  onChange,
  onReset,
}: {
  columns: DataColumn<T>[];
  settings: ColumnSettings;
  onChange: (settings: ColumnSettings) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return (
    <div style={{ width: 240 }}>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t('table.columnsHint')}
      </Text>
      <ul aria-label={t('table.settings')} style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
        {settings.order.map((key) => {
          const column = byKey.get(key);
          if (!column) return null;
          const visible = !settings.hidden.includes(key);
          return (
            <li
              key={key}
              draggable
              data-column-key={key}
              onDragStart={(event) => {
                setDragging(key);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging) onChange({ ...settings, order: moveKey(settings.order, dragging, key) });
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '4px 4px',
                borderRadius: 4,
                background: dragging === key ? '#e6f4ff' : undefined,
              }}
            >
              <HolderOutlined
                aria-label={t('table.dragHandle')}
                style={{ cursor: 'grab', color: '#8c8c8c' }}
              />
              <Checkbox
                checked={visible}
                onChange={(event) =>
                  onChange({
                    ...settings,
                    hidden: event.target.checked
                      ? settings.hidden.filter((k) => k !== key)
                      : [...settings.hidden, key],
                  })
                }
              >
                {column.title}
              </Checkbox>
            </li>
          );
        })}
      </ul>
      <Button size="small" block onClick={onReset}>
        {t('table.resetColumns')}
      </Button>
    </div>
  );
}

/**
 * The list's gear: a popover to show, hide and reorder the columns (saved per table). Loaded right after the
 * list's first draw; ColumnSettingsStandIn draws the gear until then (issue 10).
 */
export function ColumnSettingsButton<T>(props: ColumnSettingsButtonProps<T>) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('table.settings')}
      content={<ColumnSettingsPanel {...props} />}
    >
      <Tooltip title={t('table.settings')}>
        <Button icon={<SettingOutlined />} aria-label={t('table.settings')} />
      </Tooltip>
    </Popover>
  );
}
