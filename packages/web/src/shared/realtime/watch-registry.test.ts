import { describe, expect, it } from 'vitest';
import { WatchRegistry } from './watch-registry';

const order = 'order:7' as const;
const workOrder = 'workOrder:9' as const;

describe('WatchRegistry: the records the tabs watch, told to the server once', () => {
  it('the first tab to open a record watches it; a second tab opening it sends nothing', () => {
    const r = new WatchRegistry();
    expect(r.watch('a', order, 0)).toEqual([{ type: 'watch', resource: order }]);
    expect(r.watch('b', order, 0)).toEqual([]);
    expect(r.watched(order)).toBe(true);
    expect(r.resources()).toEqual([order]);
  });

  it('the record is left when the last tab leaves it, not before', () => {
    const r = new WatchRegistry();
    r.watch('a', order, 0);
    r.watch('b', order, 0);
    expect(r.unwatch('a', order)).toEqual([]);
    expect(r.unwatch('a', order)).toEqual([]);
    expect(r.unwatch('b', order)).toEqual([{ type: 'unwatch', resource: order }]);
    expect(r.watched(order)).toBe(false);
    expect(r.unwatch('b', order)).toEqual([]);
  });

  it('a closed tab leaves what only it watched', () => {
    const r = new WatchRegistry();
    r.watch('a', order, 0);
    r.watch('a', workOrder, 0);
    r.watch('b', order, 0);
    expect(r.dropTab('a')).toEqual([{ type: 'unwatch', resource: workOrder }]);
    expect(r.resources()).toEqual([order]);
  });

  it("a roll-call answer replaces the tab's list", () => {
    const r = new WatchRegistry();
    r.watch('a', order, 0);
    expect(r.sync('a', [workOrder], 5)).toEqual([
      { type: 'unwatch', resource: order },
      { type: 'watch', resource: workOrder },
    ]);
    expect(r.sync('a', [workOrder], 6)).toEqual([]);
    expect(r.sync('a', [], 7)).toEqual([{ type: 'unwatch', resource: workOrder }]);
  });

  it('tabs silent since a moment are dropped, the others kept', () => {
    const r = new WatchRegistry();
    r.watch('gone', order, 1_000);
    r.watch('alive', workOrder, 1_000);
    r.seen('alive', 60_000);
    expect(r.dropSilent(30_000)).toEqual([{ type: 'unwatch', resource: order }]);
    expect(r.resources()).toEqual([workOrder]);
  });
});
