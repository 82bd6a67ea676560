import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';

// The package's subpath exports (package.json "./*" and "./money"): one per folder of src, each folder's
// index re-exporting its modules, together exactly what the root barrel exports (issue 10: the web imports
// only the part it needs, e.g. `@backdesk/domain/auth`, and tree-shaking works).
const src = path.dirname(new URL(import.meta.url).pathname);
const folders = fs
  .readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the domain subpath exports', () => {
  it.each(folders)('%s has an index.ts (the target of its subpath)', (folder) => {
    expect(fs.existsSync(path.join(src, folder, 'index.ts'))).toBe(true);
  });

  it('together export exactly what the root barrel exports', async () => {
    const load = (file: string) => import(/* @vite-ignore */ path.join(src, file));
    const names = new Set<string>(Object.keys(await load('money.ts')));
    for (const folder of folders)
      for (const name of Object.keys(await load(`${folder}/index.ts`))) names.add(name);
    expect([...names].sort()).toEqual(Object.keys(root).sort());
  });

  it('package.json exports the root, money and one subpath per folder', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(src, '../package.json'), 'utf8'));
    expect(Object.keys(pkg.exports)).toEqual(['.', './money', './*']);
    expect(pkg.exports['./*'].default).toBe('./dist/*/index.js');
    expect(pkg.sideEffects).toBe(false);
  });
});
