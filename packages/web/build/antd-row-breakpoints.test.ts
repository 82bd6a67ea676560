import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rowBreakpoints, SUBSCRIBE, SUBSCRIBE_WHEN_RESPONSIVE } from './antd-row-breakpoints';

const require = createRequire(import.meta.url);
const row = require.resolve('antd/es/grid/row.js');

describe("antd's Row re-draws on a breakpoint change only when it is laid out per screen width", () => {
  it("makes the installed antd's Row subscribe only for a per-width gutter, alignment or justification", () => {
    const code = rowBreakpoints(fs.readFileSync(row, 'utf8'), row);
    expect(code).not.toContain(SUBSCRIBE);
    expect(code).toContain(SUBSCRIBE_WHEN_RESPONSIVE);
    // what the Row draws from null breakpoints: antd's useGutter reads them as every breakpoint
    expect(fs.readFileSync(require.resolve('antd/es/grid/hooks/useGutter.js'), 'utf8')).toContain(
      'const mergedScreens = screens || {',
    );
  });

  it('fails the build when the Row subscribes some other way', () => {
    expect(() =>
      rowBreakpoints(
        "import { isNumber, isPlainObject, isString } from '../_util/is';\nconst screens = useBreakpoint();",
        'row.js',
      ),
    ).toThrow("antd's Row no longer subscribes to the breakpoints as expected");
    expect(() => rowBreakpoints(SUBSCRIBE, 'row.js')).toThrow('row.js: antd');
  });
});
