import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  exportFileName,
  exportLimitProblem,
  ORDER_EXPORT_ROW_LIMIT,
  orderExportHeaders,
  utcOffsetLabel,
} from './order-export.js';
import { orderExportInputSchema } from './order-export-schema.js';

describe('the order export', () => {
  it.each([
    [0, null],
    [ORDER_EXPORT_ROW_LIMIT, null],
    [ORDER_EXPORT_ROW_LIMIT + 1, 'ORDER_EXPORT_TOO_MANY_ROWS'],
  ])('%i matching rows → %s', (count, problem) => {
    expect(exportLimitProblem(count)).toBe(problem);
  });

  it('names the limit in the refusal, in zh and en', () => {
    expect(errorText('ORDER_EXPORT_TOO_MANY_ROWS', 'en', { limit: 100000 })).toContain('100000');
    expect(errorText('ORDER_EXPORT_TOO_MANY_ROWS', 'zh', { limit: 100000 })).toContain('100000');
  });

  it('writes the headers in the caller’s language, the times with their offset', () => {
    const en = orderExportHeaders('en', 480);
    expect(en.slice(0, 2)).toEqual(['Order number', 'Platform']);
    expect(en).toContain('Created (UTC+08:00)');
    expect(orderExportHeaders('zh', -270)).toContain('创建时间 (UTC-04:30)');
    expect(utcOffsetLabel(345)).toBe('UTC+05:45');
  });

  it('names the file by the time in the viewer’s offset', () => {
    expect(exportFileName('orders', new Date('2026-03-15T23:30:00Z'), 480)).toBe('orders-20260316-0730.xlsx');
  });

  it('takes the list’s filters and the offset', () => {
    const parsed = orderExportInputSchema.parse({ platformIds: [13], utcOffsetMinutes: 480 });
    expect(parsed).toMatchObject({ platformIds: [13], utcOffsetMinutes: 480 });
    expect(orderExportInputSchema.safeParse({ utcOffsetMinutes: 900 }).success).toBe(false);
  });
});
