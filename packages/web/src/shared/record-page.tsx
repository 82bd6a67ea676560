import { type ErrorName, errorText } from '@backdesk/domain';
import { Flex, Spin, Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePreferences } from './preferences/preferences-store';
import { LoadErrorPage, StatusPage } from './status-page';
import { useTabTitle } from './tab-title';

/** The record id of a details screen's address (`?id=`), or null when the address holds none. */
export function useRecordId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A details screen's frame: "not found" for an address without a record id, the load error, a spinner while the
 * record loads, then the record; the tab is titled with the record's number.
 */
export function RecordPage<T>({
  id,
  query,
  title,
  children,
}: {
  id: number | null;
  query: { data?: T; error: unknown };
  title: string | null | undefined;
  children: (record: T) => ReactNode;
}) {
  useTabTitle(title);
  if (id === null) return <StatusPage status="404" />;
  if (query.error) return <LoadErrorPage error={query.error} />;
  if (!query.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  return children(query.data);
}

/** A button the rule may refuse: disabled, with the refusal as its tooltip. */
export function Guarded({
  refused,
  children,
}: {
  refused: string | null | undefined;
  children: ReactElement;
}) {
  const lang = usePreferences((s) => s.lang);
  if (!refused) return children;
  return (
    <Tooltip title={errorText(refused as ErrorName, lang)}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-refused={refused}>
        {children}
      </span>
    </Tooltip>
  );
}
