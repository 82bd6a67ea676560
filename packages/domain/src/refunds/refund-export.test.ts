import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorText } from '../errors/catalogue.js';
import { REFUND_EXPORT_MAX_DAYS, refundExportRangeProblem } from './refund-export.js';

const d = (iso: string) => new Date(iso);

describe('refund export time ranges (spec 2 §8 "Export-limit codes", §9: limited by time, 31 days)', () => {
  it.each([
    ['audited, one day', 'audited', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', null],
    ['audited, exactly 31 days', 'audited', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z', null],
    [
      'audited, 31 days + 1 ms',
      'audited',
      '2026-03-01T00:00:00Z',
      '2026-04-01T00:00:00.001Z',
      'EXPORT_AUDITED_REFUND_LIMIT',
    ],
    [
      'completed, 40 days',
      'completed',
      '2026-03-01T00:00:00Z',
      '2026-04-10T00:00:00Z',
      'EXPORT_COMPLETED_REFUND_LIMIT',
    ],
    [
      'review-refunded, 2 months',
      'reviewRefunded',
      '2026-01-01T00:00:00Z',
      '2026-03-01T00:00:00Z',
      'EXPORT_REVIEW_REFUNDED_LIMIT',
    ],
    [
      'the end before the start',
      'completed',
      '2026-03-02T00:00:00Z',
      '2026-03-01T00:00:00Z',
      'REFUND_EXPORT_RANGE_INVALID',
    ],
  ] as const)('%s', (_name, kind, from, to, expected) => {
    expect(refundExportRangeProblem(kind, d(from), d(to))?.name ?? null).toBe(expected);
  });

  it('uses the spec codes 2008, 2006 and 2005 with the limit in both languages', () => {
    const over = refundExportRangeProblem('audited', d('2026-01-01T00:00:00Z'), d('2026-03-01T00:00:00Z'))!;
    expect(errorCatalogue[over.name].code).toBe(2008);
    expect(errorText(over.name, 'en', over.params)).toBe(
      `Exports of audited refunds may cover at most ${REFUND_EXPORT_MAX_DAYS} days`,
    );
    expect(errorText(over.name, 'zh', over.params)).toBe('已审核退款导出时间范围最多 31 天');
    expect(errorCatalogue.EXPORT_COMPLETED_REFUND_LIMIT.code).toBe(2006);
    expect(errorCatalogue.EXPORT_REVIEW_REFUNDED_LIMIT.code).toBe(2005);
  });
});
