import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { breakpointsAtRender, EDITS } from './antd-breakpoints-at-render';

const require = createRequire(import.meta.url);
const hook = require.resolve('antd/es/grid/hooks/useBreakpoint.js');

describe("antd's useBreakpoint reads the breakpoints while drawing and draws again only when they change", () => {
  it("rewrites the installed antd's hook", () => {
    const code = breakpointsAtRender(fs.readFileSync(hook, 'utf8'), hook);
    for (const { replace } of EDITS) expect(code).toContain(replace);
    expect(code).toContain('window.matchMedia(query).matches');
    expect(code).toContain('if (refreshOnChange && changed) {');
    expect(code).not.toMatch(/screensRef\.current = supportScreens;\n\s+if \(refreshOnChange\) \{/);
    // the same media queries the subscription registers
    expect(fs.readFileSync(require.resolve('antd/es/_util/responsiveObserver.js'), 'utf8')).toContain(
      'const mql = window.matchMedia(mediaQuery);',
    );
  });

  it('fails the build when the hook is written some other way', () => {
    expect(() => breakpointsAtRender('const screens = useRef({});', 'useBreakpoint.js')).toThrow(
      "useBreakpoint.js: antd's useBreakpoint is no longer written as expected",
    );
  });
});
