import { CloseOutlined, HistoryOutlined } from '@ant-design/icons';
import { type SearchDataSource, type SearchType, searchDataSources } from '@backdesk/domain';
import { Button, Empty, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../shared/text';
import type { SearchHistoryEntry } from '../search-history';

/**
 * The global search's panel under the bar while it is in use: the too-long warning, the result scope and the
 * recent searches. Its code (antd's Segmented, the history list) loads right after the shell's first draw,
 * not with it (issue 10).
 */
export function GlobalSearchPanel({
  tooLongText,
  dataSource,
  scopes,
  onScopeChange,
  history,
  fieldLabel,
  onRun,
  onRemove,
}: {
  tooLongText: string | null | undefined;
  dataSource: SearchDataSource;
  scopes: Set<SearchDataSource>;
  onScopeChange: (scope: SearchDataSource) => void;
  history: SearchHistoryEntry[];
  fieldLabel: (type: SearchType) => string;
  onRun: (entry: SearchHistoryEntry) => void;
  onRemove: (entry: SearchHistoryEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="bd-global-search-panel"
      role="dialog"
      aria-label={t('search.panel')}
      // clicks in the panel keep the focus in the bar
      onMouseDown={(event) => {
        if (!(event.target as HTMLElement).closest('input')) event.preventDefault();
      }}
    >
      {tooLongText ? (
        <Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }}>
          {tooLongText}
        </Text>
      ) : null}
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Text type="secondary">{t('search.scope')}</Text>
        <Segmented<SearchDataSource>
          size="small"
          aria-label={t('search.scope')}
          value={dataSource}
          onChange={onScopeChange}
          options={searchDataSources.map((s) => ({
            value: s,
            label: t(`search.scopes.${s}`),
            disabled: !scopes.has(s),
          }))}
        />
      </Flex>
      <Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {t('search.recent')}
      </Text>
      {history.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('search.noRecent')}
          style={{ margin: 8 }}
        />
      ) : (
        <ul aria-label={t('search.recent')} className="bd-search-history">
          {history.map((entry) => (
            <li key={`${entry.searchType}:${entry.search}`}>
              <Button
                type="text"
                size="small"
                icon={<HistoryOutlined />}
                className="bd-search-history-item"
                onClick={() => onRun(entry)}
              >
                <span className="bd-mono">{entry.search}</span>
                <Text type="secondary">{fieldLabel(entry.searchType)}</Text>
              </Button>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('search.removeRecent', { search: entry.search })}
                onClick={() => onRemove(entry)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
