import { hashKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * True when a list's search state was replaced by the same search: the person pressed Search again without
 * changing a filter. The state is only ever replaced on a search, so a new object with the same content is that.
 */
export const isSameSearchAgain = <S>(before: S, now: S) =>
  before !== now && hashKey([before]) === hashKey([now]);

/**
 * Pressing Search again with the same filters asks the server again, as a back office's Search does (an order,
 * a refund or a mail may have come in since): the list query's key does not change then, so react-query would
 * keep showing what it read up to half a minute before. `search` is the page's search state (the value its
 * Search button sets); nothing is asked twice when the same press also changed the query (its page went back to
 * the first), which is fetching already.
 */
export function useSearchAgain(list: { isFetching: boolean; refetch: () => unknown }, search: unknown) {
  const before = useRef(search);
  const { isFetching, refetch } = list;
  useEffect(() => {
    const again = isSameSearchAgain(before.current, search);
    before.current = search;
    if (again && !isFetching) void refetch();
  }, [search, isFetching, refetch]);
}
