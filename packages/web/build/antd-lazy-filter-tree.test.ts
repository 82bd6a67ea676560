import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyFilterTree } from './antd-lazy-filter-tree';

const require = createRequire(import.meta.url);
const filterDropdown = require.resolve('antd/es/table/hooks/useFilter/FilterDropdown.js');

describe("antd's table filter loads its tree when it draws one", () => {
  it("turns the installed antd's static import of the tree into a lazy one", () => {
    const code = lazyFilterTree(fs.readFileSync(filterDropdown, 'utf8'), filterDropdown);
    expect(code).not.toContain("import Tree from '../../../tree';");
    expect(code).toContain("React.lazy(() => import('../../../tree'))");
    expect(code).toContain('React.createElement(React.Suspense, { fallback: null }');
  });

  it('fails the build when antd imports its tree some other way', () => {
    expect(() =>
      lazyFilterTree("import * as React from 'react';\nimport Tree from '../../tree';", 'x.js'),
    ).toThrow("antd's table filter no longer imports its tree as expected");
  });
});
