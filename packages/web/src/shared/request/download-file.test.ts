import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="CI-BD2601010001.pdf"', 'CI-BD2601010001.pdf'],
    ['attachment; filename=report.docx', 'report.docx'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'%E5%8F%91%E7%A5%A8.pdf', '发票.pdf'],
    [null, 'fallback.pdf'],
    ['inline', 'fallback.pdf'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameOf(header, 'fallback.pdf')).toBe(expected);
  });
});
