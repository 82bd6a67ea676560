import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enAreas } from './areas/en';
import { zhAreas } from './areas/zh';
import { en as enCore } from './en';
import { initialLanguage } from './index';
import { zh as zhCore } from './zh';

// every text: the core (start) texts and the feature areas' (added by the signed-in screens)
const en = { ...enCore, ...enAreas };
const zh = { ...zhCore, ...zhAreas };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/**
 * English plural forms (`key_one`, `key_other`, chosen by i18next from `count`) count as the key itself: Chinese
 * has one form, the plain key.
 */
const singular = (texts: Map<string, string>) => {
  const out = new Map<string, string>();
  for (const [key, value] of texts) out.set(key.replace(/_(one|other)$/, ''), value);
  return out;
};
const enKeys = singular(flatten(en));
const zhKeys = singular(flatten(zh));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const srcDir = path.resolve(import.meta.dirname, '..');
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys written literally in the source: t('a.b'), i18nKey="a.b", titleKey: 'a.b', useDocumentTitleKey('a.b'). */
function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\bt\(\s*'([^'$`]+)'/g,
    /\bt\(\s*"([^"$`]+)"/g,
    /titleKey:\s*'([^']+)'/g,
    /useDocumentTitleKey\(\s*'([^']+)'/g,
    /i18nKey="([^"]+)"/g,
  ];
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, path.relative(srcDir, file));
    }
  }
  return found;
}

describe('i18n resources', () => {
  it('zh and en have the same keys', () => {
    expect([...zhKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('no text is empty', () => {
    for (const [key, value] of [...enKeys, ...zhKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('both languages use the same {{placeholders}}', () => {
    for (const [key, value] of flatten(en))
      expect(placeholders(zhKeys.get(key.replace(/_(one|other)$/, '')) ?? ''), key).toEqual(
        placeholders(value),
      );
  });

  it('an English text with plural forms has both, each with {{count}}', () => {
    const all = flatten(en);
    for (const key of all.keys()) {
      const base = key.match(/^(.*)_(one|other)$/)?.[1];
      if (!base) continue;
      expect(all.has(`${base}_one`) && all.has(`${base}_other`), base).toBe(true);
      expect(all.get(key), key).toContain('{{count}}');
    }
  });

  it('every key used in the source exists in both languages', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used]
      .filter(([key]) => !enKeys.has(key) || !zhKeys.has(key))
      .map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });
});

describe('the start language (spec 1 §1)', () => {
  it.each([
    ['zh', 'en-US', 'zh'],
    ['en', 'zh-CN', 'en'],
    [null, 'zh-CN', 'zh'],
    [null, 'en-GB', 'en'],
    [null, 'fr-FR', 'en'],
    [null, undefined, 'en'],
    ['xx', 'de', 'en'],
  ] as const)('cookie %s, browser %s → %s', (cookie, browser, expected) => {
    expect(initialLanguage(cookie, browser)).toBe(expected);
  });
});
