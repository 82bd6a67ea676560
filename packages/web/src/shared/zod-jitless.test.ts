import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it("sets zod's own jitless option, whether zod loads before or after it", async () => {
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
