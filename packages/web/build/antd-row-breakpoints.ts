import { applyEdits, packageEditsPlugin, present } from './package-edits';

/**
 * antd's Row subscribes to the screen's breakpoints in a layout effect, and the subscription answers at once: every
 * Row drew twice on its first load, the second time synchronously inside React's commit, which then also ran the
 * commit's passive effects in the same task (a filter form is a Row, the dashboard's cards are Rows). A Row needs
 * the breakpoints only when its gutter, alignment or justification is given per screen width (an object); otherwise
 * what it draws does not depend on them (antd's `useGutter` reads no breakpoints as all of them). Now a Row
 * re-draws on a breakpoint change only when one of those is per width, as before for such a Row.
 * The build fails if antd's Row no longer subscribes the way this expects.
 */
export const SUBSCRIBE = 'const screens = useBreakpoint(true, null);';
export const SUBSCRIBE_WHEN_RESPONSIVE =
  'const screens = useBreakpoint([gutter].flat().some(isPlainObject) || isPlainObject(align) || isPlainObject(justify), null);';

export function rowBreakpoints(code: string, id: string): string {
  return applyEdits(
    code,
    [
      // the condition uses antd's own object test, which the module must import
      present("import { isNumber, isPlainObject, isString } from '../_util/is';"),
      { find: SUBSCRIBE, replace: SUBSCRIBE_WHEN_RESPONSIVE },
    ],
    "antd's Row no longer subscribes to the breakpoints as expected (build/antd-row-breakpoints.ts)",
    id,
  );
}

export const antdRowBreakpoints = () =>
  packageEditsPlugin(
    'antd-row-breakpoints',
    /[\\/]node_modules[\\/]antd[\\/]es[\\/]grid[\\/]row\.js$/,
    rowBreakpoints,
  );
