import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EDITS, measureAfterCommit } from './rc-measure-after-commit';

const require = createRequire(import.meta.url);
const installed = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');

describe("antd's table and select read the layout after React's commit, not inside it", () => {
  it.each(Object.keys(EDITS))('moves every read of the installed %s', (file) => {
    const code = measureAfterCommit(installed(file), file);
    for (const { find, replace } of EDITS[file] ?? []) {
      expect(code).not.toContain(find);
      expect(code).toContain(replace);
    }
  });

  it("leaves a column's width to the measure row's ResizeObserver and reads the table's width and its scroll bar in an animation frame it cancels", () => {
    const cell = measureAfterCommit(
      installed('@rc-component/table/es/Body/MeasureCell.js'),
      '@rc-component/table/es/Body/MeasureCell.js',
    );
    const table = measureAfterCommit(
      installed('@rc-component/table/es/Table.js'),
      '@rc-component/table/es/Table.js',
    );
    expect(cell).not.toContain('offsetWidth');
    expect(installed('@rc-component/table/es/Body/MeasureRow.js')).toContain(
      'onColumnResize(columnKey, size.offsetWidth);',
    );
    expect(table.match(/const frame = requestAnimationFrame\(/g)).toHaveLength(2);
    expect(table.match(/return \(\) => cancelAnimationFrame\(frame\);/g)).toHaveLength(2);
  });

  it('fails the build when a read is written some other way', () => {
    expect(() =>
      measureAfterCommit('useLayoutEffect(() => {}, []);', '@rc-component/table/es/Body/MeasureCell.js'),
    ).toThrow('a layout read of @rc-component/table/es/Body/MeasureCell.js is no longer written as expected');
    expect(() =>
      measureAfterCommit('if (syncWidth) {', '@rc-component/select/es/SelectInput/Input.js'),
    ).toThrow('no longer written as expected');
  });

  it('leaves other modules as they are', () => {
    expect(measureAfterCommit('const a = 1;', '@rc-component/table/es/Body/index.js')).toBe('const a = 1;');
  });
});
