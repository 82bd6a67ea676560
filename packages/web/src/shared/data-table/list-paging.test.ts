import { describe, expect, it } from 'vitest';
import { loadPageSize, PAGE_SIZES, savePageSize } from './list-paging';

/** The browser's storage, in memory. */
const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the page size a user chose on a list', () => {
  it('is the default (20) until one is chosen', () => {
    expect(loadPageSize('orders', 7, memoryStore())).toBe(PAGE_SIZES[0]);
  });

  it('is remembered per list and per user', () => {
    const store = memoryStore();
    savePageSize('orders', 7, 50, store);
    savePageSize('refunds', 7, 100, store);
    expect(loadPageSize('orders', 7, store)).toBe(50);
    expect(loadPageSize('refunds', 7, store)).toBe(100);
    expect(loadPageSize('packages', 7, store)).toBe(20);
    expect(loadPageSize('orders', 8, store)).toBe(20);
  });

  it('falls back to the default for a size the table no longer offers or unreadable storage', () => {
    const store = memoryStore();
    store.setItem('bd.table.orders.pageSize.7', '35');
    expect(loadPageSize('orders', 7, store)).toBe(20);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadPageSize('orders', 7, broken)).toBe(20);
    expect(() => savePageSize('orders', 7, 50, broken)).not.toThrow();
  });
});
