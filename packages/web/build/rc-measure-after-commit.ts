import { applyEdits, type Edit, packageEditsPlugin } from './package-edits';

/**
 * antd's table and select read the page's layout inside React's commit, right after their elements are inserted
 * (a table's column widths, its width and the scroll bar's, a multiple select's search box): the browser then
 * styles and lays out every element just inserted (a page of rows: 700+) at once, synchronously, from deep inside
 * React's commit, instead of in its own rendering step. Lighthouse's trace records a stack for each element laid
 * out that way, which made the order list's first draw of its rows cost 500–670 ms of blocking time there (about
 * 30 ms without the trace). Now:
 * - a column's width comes from the measure row's ResizeObserver alone, which reports every cell after the first
 *   layout, before that frame is painted (the cell's own read on mount gave the same number earlier);
 * - the table's width and the scroll bar's are read in the next animation frame (the same values, read before
 *   that frame is painted, from a short stack);
 * - a multiple select with an empty search box no longer measures it (its CSS minimum width is what the measure
 *   gave).
 * The build fails if a read is no longer written as expected.
 */
const inNextFrame = (body: string, deps: string) =>
  [
    '  useLayoutEffect(() => {',
    '    const frame = requestAnimationFrame(() => {',
    body,
    '    });',
    '    return () => cancelAnimationFrame(frame);',
    `  }, ${deps});`,
  ].join('\n');

const MEASURE_CELL_READ = [
  '    if (cellRef.current) {',
  '      onColumnResize(columnKey, cellRef.current.offsetWidth);',
  '    }',
].join('\n');

const MEASURED_BY_THE_ROW =
  "  // the width is measured by the row's ResizeObserver (build/rc-measure-after-commit.ts)";

const TABLE_WIDTH_READ = ['    if (horizonScroll) {', '      onFullTableResize();', '    }'].join('\n');

const SCROLL_BAR_READ = [
  '    if (!tailor || !useInternalHooks) {',
  '      if (scrollBodyRef.current instanceof Element) {',
  '        setScrollbarSize(getTargetScrollBarSize(scrollBodyRef.current).width);',
  '      } else {',
  '        setScrollbarSize(getTargetScrollBarSize(scrollBodyContainerRef.current).width);',
  '      }',
  '    }',
].join('\n');

const layoutEffect = (body: string, deps: string) => `  useLayoutEffect(() => {\n${body}\n  }, ${deps});`;

/** The edits by file, the file named by its path under node_modules. */
export const EDITS: Record<string, Edit[]> = {
  '@rc-component/table/es/Body/MeasureCell.js': [
    { find: layoutEffect(MEASURE_CELL_READ, '[]'), replace: MEASURED_BY_THE_ROW },
  ],
  '@rc-component/table/es/Table.js': [
    {
      find: layoutEffect(TABLE_WIDTH_READ, '[horizonScroll]'),
      replace: inNextFrame(TABLE_WIDTH_READ, '[horizonScroll]'),
    },
    { find: layoutEffect(SCROLL_BAR_READ, '[]'), replace: inNextFrame(SCROLL_BAR_READ, '[]') },
  ],
  '@rc-component/select/es/SelectInput/Input.js': [
    {
      find: '    if (syncWidth && input) {',
      replace: '    if (syncWidth && input && (value || widthCssVar !== undefined)) {',
    },
  ],
};

/** `code` of the module `file` (a key of EDITS) with its reads moved; throws when one is not found. */
export function measureAfterCommit(code: string, file: string, id = file): string {
  return applyEdits(
    code,
    EDITS[file] ?? [],
    `a layout read of ${file} is no longer written as expected (build/rc-measure-after-commit.ts)`,
    id,
  );
}

const fileOf = (id: string) => {
  const path = id.replaceAll('\\', '/').split('?')[0] ?? id;
  return Object.keys(EDITS).find((file) => path.endsWith(`/node_modules/${file}`));
};

export const rcMeasureAfterCommit = () =>
  packageEditsPlugin(
    'rc-measure-after-commit',
    /[\\/]node_modules[\\/]@rc-component[\\/](table|select)[\\/]es[\\/]/,
    (code, id) => {
      const file = fileOf(id);
      return file ? measureAfterCommit(code, file, id) : null;
    },
  );
