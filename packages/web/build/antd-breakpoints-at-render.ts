import { applyEdits, type Edit, packageEditsPlugin } from './package-edits';

/**
 * antd's `useBreakpoint` (Descriptions, Grid, a responsive Table or List) starts from no breakpoints and learns
 * them in a layout effect, whose subscription answers at once: every such component drew twice on its first load,
 * the second time synchronously inside React's commit, which then ran the commit's passive effects (requests,
 * timers) in the same task; the first draw was also wrong for a moment (a Descriptions laid out in 3 columns where
 * the screen wants 2). Now a component that follows the breakpoints reads them while it draws (the same media
 * queries, `matchMedia`), and the subscription draws it again only when they have changed since.
 * The build fails if antd's hook is no longer written as expected.
 */
const OBSERVER = '  const responsiveObserver = useResponsiveObserver();';
const READ_AT_RENDER = [
  OBSERVER,
  '  // the breakpoints are read while drawing (build/antd-breakpoints-at-render.ts)',
  '  const readRef = useRef(false);',
  "  if (refreshOnChange && !readRef.current && typeof window !== 'undefined') {",
  '    readRef.current = true;',
  '    screensRef.current = Object.fromEntries(Object.entries(responsiveObserver.responsiveMap).map(([screen, query]) => [screen, window.matchMedia(query).matches]));',
  '  }',
].join('\n');

const ON_ANSWER = ['      screensRef.current = supportScreens;', '      if (refreshOnChange) {'].join('\n');
const ON_CHANGE = [
  '      const before = screensRef.current;',
  '      screensRef.current = supportScreens;',
  '      const changed = !before || Object.keys({ ...before, ...supportScreens }).some((screen) => before[screen] !== supportScreens[screen]);',
  '      if (refreshOnChange && changed) {',
].join('\n');

export const EDITS: Edit[] = [
  { find: OBSERVER, replace: READ_AT_RENDER },
  { find: ON_ANSWER, replace: ON_CHANGE },
];

export function breakpointsAtRender(code: string, id: string): string {
  return applyEdits(
    code,
    EDITS,
    "antd's useBreakpoint is no longer written as expected (build/antd-breakpoints-at-render.ts)",
    id,
  );
}

export const antdBreakpointsAtRender = () =>
  packageEditsPlugin(
    'antd-breakpoints-at-render',
    /[\\/]node_modules[\\/]antd[\\/]es[\\/]grid[\\/]hooks[\\/]useBreakpoint\.js$/,
    breakpointsAtRender,
  );
