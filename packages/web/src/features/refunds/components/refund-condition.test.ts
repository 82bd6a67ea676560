import { describe, expect, it } from 'vitest';
import { conditionPurifyConfig, sanitizeCondition } from './refund-condition';

describe('the refund condition is sanitised before it is shown', () => {
  it('hands the HTML and the short-list allow-list to DOMPurify', () => {
    const calls: unknown[][] = [];
    const purify = {
      isSupported: true,
      sanitize: ((html: string, config: unknown) => {
        calls.push([html, config]);
        return 'clean';
      }) as never,
    };
    expect(sanitizeCondition('<ul><li>x</li></ul>', purify)).toBe('clean');
    expect(calls).toEqual([['<ul><li>x</li></ul>', conditionPurifyConfig]]);
    expect(conditionPurifyConfig.ALLOWED_TAGS).not.toContain('a');
    expect(conditionPurifyConfig.ALLOWED_TAGS).not.toContain('img');
    expect(conditionPurifyConfig.ALLOWED_ATTR).toEqual(['style']);
  });

  it('shows nothing where DOMPurify cannot sanitise (no DOM)', () => {
    expect(sanitizeCondition('<img src=x onerror="alert(1)">')).toBe('');
  });
});
