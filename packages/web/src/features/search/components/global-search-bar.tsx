import { SearchOutlined } from '@ant-design/icons';
import {
  detectSearchType,
  hasPermission,
  isSearchTooLong,
  type SearchDataSource,
  type SearchType,
  searchDataSources,
  searchTypes,
} from '@backdesk/domain';
import { type InputRef, Select, Space } from 'antd';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../shared/error-texts';
import { PlainInput } from '../../../shared/plain-input';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { searchResultPath } from '../../../shared/screens';
import { usePermissions, useSession } from '../../../shared/session/session-store';
import {
  addToHistory,
  loadHistory,
  openableScope,
  removeFromHistory,
  type SearchHistoryEntry,
  saveHistory,
} from '../search-history';

// the panel (scope, recent searches) loads right after the first draw, before the bar is used (issue 10)
const loadPanel = () => import('./global-search-panel');
const GlobalSearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.GlobalSearchPanel })));

/** Widths of the bar (spec 1 §2.4): 260 px, 600 px while in use, in 300 ms. */
const NARROW = 260;
const WIDE = 600;

/** The result scopes the caller may open: parcels need package.view, the others order.view. */
export function useSearchScopes(): Set<SearchDataSource> {
  const btns = usePermissions();
  return new Set(
    searchDataSources.filter((s) => hasPermission(btns, s === 'parcel' ? 'package.view' : 'order.view')),
  );
}

/**
 * The global search of the top bar: a field, the text (trimmed, 50 characters at most, red beyond), the
 * result scope and the recent searches; Enter opens /searchResult.
 */
export function GlobalSearchBar() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? 0);
  const scopes = useSearchScopes();
  const wrapper = useRef<HTMLElement>(null);
  const input = useRef<InputRef>(null);
  const [searchType, setSearchType] = useState<SearchType>('orderNo');
  const [chosenScope, setChosenScope] = useState<SearchDataSource | null>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(false);
  const [history, setHistory] = useState(() => loadHistory(userId));
  useEffect(() => {
    void loadPanel();
  }, []);

  const tooLong = isSearchTooLong(text);
  const tooLongText = useErrorText(tooLong ? 'SEARCH_TEXT_TOO_LONG' : null, lang);
  // the scope follows the field until one is chosen; never one the caller may not open
  const scopeOf = (type: SearchType, chosen: SearchDataSource | null) => openableScope(type, scopes, chosen);
  const dataSource = scopeOf(searchType, chosenScope);

  const updateHistory = (next: SearchHistoryEntry[]) => {
    setHistory(next);
    saveHistory(userId, next);
  };

  const close = () => {
    setActive(false);
    input.current?.blur();
  };

  const run = (entry: SearchHistoryEntry, scope: SearchDataSource) => {
    const search = entry.search.trim();
    if (!search || isSearchTooLong(search)) return;
    setText(search);
    updateHistory(addToHistory(history, { search, searchType: entry.searchType }));
    navigate(searchResultPath({ query: search, dataSource: scope, searchType: entry.searchType }));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') close();
  };

  const fieldLabel = (type: SearchType) => t(`search.types.${type}`);

  return (
    <search
      ref={wrapper}
      aria-label={t('search.bar')}
      className="bd-global-search"
      data-active={active || undefined}
      style={{ position: 'relative', width: active ? WIDE : NARROW, lineHeight: 'normal' }}
      onFocus={() => setActive(true)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setActive(false);
      }}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Select<SearchType>
          aria-label={t('search.field')}
          value={searchType}
          onChange={(value) => {
            setSearchType(value);
            setChosenScope(null);
          }}
          options={searchTypes.map((type) => ({ value: type, label: fieldLabel(type) }))}
          popupMatchSelectWidth={false}
          getPopupContainer={() => wrapper.current ?? document.body}
          // above the panel of recent searches, whichever of the two was put in the bar first
          styles={{ popup: { root: { zIndex: 1070 } } }}
          style={{ width: active ? 170 : 148, flex: 'none', transition: 'width 300ms ease' }}
        />
        <PlainInput
          ref={input}
          aria-label={t('search.text')}
          aria-invalid={tooLong || undefined}
          status={tooLong ? 'error' : undefined}
          placeholder={t('search.placeholder')}
          prefix={<SearchOutlined style={{ color: '#8c8c8c' }} />}
          allowClear
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            // a text only one field can mean (BD… order, PK… package, e-mail, +phone) picks that field
            const detected = detectSearchType(next);
            if (detected && detected !== searchType) {
              setSearchType(detected);
              setChosenScope(null);
            }
          }}
          onPressEnter={() => run({ search: text, searchType }, dataSource)}
          onKeyDown={onKeyDown}
        />
      </Space.Compact>
      {/* a slot before the select's list (appended to the bar when it opens): the list stays above the panel */}
      <div>
        {active ? (
          <Suspense fallback={null}>
            <GlobalSearchPanel
              tooLongText={tooLongText}
              dataSource={dataSource}
              scopes={scopes}
              onScopeChange={setChosenScope}
              history={history}
              fieldLabel={fieldLabel}
              onRun={(entry) => {
                setSearchType(entry.searchType);
                setText(entry.search);
                setChosenScope(null);
                run(entry, scopeOf(entry.searchType, null));
              }}
              onRemove={(entry) => updateHistory(removeFromHistory(history, entry))}
            />
          </Suspense>
        ) : null}
      </div>
    </search>
  );
}
