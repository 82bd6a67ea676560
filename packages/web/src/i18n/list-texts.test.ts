import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enListAreas } from './areas/en/lists';
import { zhListAreas } from './areas/zh/lists';
import { en as enCore } from './en';
import { zh as zhCore } from './zh';

// The signed-in app renders the order list once the start texts and the lists' texts are in; the other
// screens' texts come right after (feature-texts.ts, issue 10). What the order list draws must not need them.
const srcDir = path.resolve(import.meta.dirname, '..');

/** The modules the order list renders with: the signed-in app, the page, and the parts loaded after its draw
 * or opened from the shell that do not wait for the other screens' texts. */
const roots = [
  'app/shell/signed-in-app.tsx',
  'features/orders/orders-page.tsx',
  'app/shell/header-tools.tsx',
  'app/shell/quick-route-button.tsx',
  'features/search/components/global-search-panel.tsx',
  'shared/data-table/column-settings-button.tsx',
  'shared/order-filters/time-range-picker.tsx',
  'app/shell/error-log-drawer.tsx',
  'app/shell/change-password-dialog.tsx',
  'shared/status-page.tsx',
];

/** Static imports of our own source, followed (dynamic imports load later and are not). */
function staticModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      if (/^import\s+type\s/.test(match[0])) continue;
      const base = path.resolve(path.dirname(file), match[1]!);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((candidate) => fs.existsSync(candidate));
      if (found) visit(found);
    }
  };
  for (const root of roots) visit(path.join(srcDir, root));
  return [...seen];
}

type Tree = { [key: string]: string | Tree };
const at = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
/** The key's text, or its plural form's (`key_other`, English). */
const lookup = (tree: object, key: string): unknown => at(tree, key) ?? at(tree, `${key}_other`);

const patterns = [
  /\bt\(\s*'([^'$`]+)'/g,
  /titleKey:\s*'([^']+)'/g,
  /useDocumentTitleKey\(\s*'([^']+)'/g,
  /i18nKey="([^"]+)"/g,
];

describe("the order list's texts", () => {
  it('are in the start texts or the lists part, in both languages', () => {
    const modules = staticModules();
    expect(modules.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const file of modules) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of patterns)
        for (const [, key] of text.matchAll(pattern)) {
          for (const texts of [
            { ...enCore, ...enListAreas },
            { ...zhCore, ...zhListAreas },
          ])
            if (typeof lookup(texts, key!) !== 'string')
              missing.push(`${key} (${path.relative(srcDir, file)})`);
        }
    }
    expect(missing).toEqual([]);
  });
});
