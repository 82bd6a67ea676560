import { applyEdits, packageEditsPlugin, present } from './package-edits';

/**
 * antd's table imports its Tree for a column filter in tree mode (`filterMode: 'tree'`), which no list of the app
 * uses: every table's first load carried the tree (about 11 KB gzip of script and its styles). The filter dropdown
 * now loads it when it first draws one, so a table still draws a tree filter if a column ever asks for it.
 * The build fails if antd's filter dropdown no longer imports its tree the way this expects.
 */
const IMPORT = "import Tree from '../../../tree';";
const LAZY = [
  "const LazyTree = React.lazy(() => import('../../../tree'));",
  'const Tree = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyTree, props));',
].join('\n');

export function lazyFilterTree(code: string, id: string): string {
  return applyEdits(
    code,
    [
      // the lazy tree is written with React, which the module must import
      present("import * as React from 'react';"),
      { find: IMPORT, replace: LAZY },
    ],
    "antd's table filter no longer imports its tree as expected (build/antd-lazy-filter-tree.ts)",
    id,
  );
}

export const antdLazyFilterTree = () =>
  packageEditsPlugin(
    'antd-lazy-filter-tree',
    /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    lazyFilterTree,
  );
