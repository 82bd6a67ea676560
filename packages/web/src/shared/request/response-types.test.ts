import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web takes every response type from the domain's response schemas (`Wire<typeof schema>` or a type the
// domain exports): a type written here by hand would drift from what the server sends.
const src = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
const sources = files(src).map((file) => ({
  file: path.relative(src, file),
  text: fs.readFileSync(file, 'utf8'),
}));
const call = /http\.(?:get|post|put|patch|delete)<\s*([^>(]*)/g;

describe('response types', () => {
  it('no API call names an object type written inline', () => {
    const inline = sources.flatMap(({ file, text }) =>
      [...text.matchAll(call)].filter((m) => m[1]!.trim().startsWith('{')).map(() => file),
    );
    expect(inline).toEqual([]);
  });

  it('no API call names a type the web declares as an object', () => {
    const names = new Set(
      sources.flatMap(({ text }) =>
        [...text.matchAll(call)].map((m) => /^[A-Za-z]\w*/.exec(m[1]!.trim())?.[0]),
      ),
    );
    const handWritten = sources.flatMap(({ file, text }) =>
      [...names]
        .filter((name) => name && new RegExp(`(?:type ${name}\\s*=\\s*\\{|interface ${name}\\b)`).test(text))
        .map((name) => `${file}: ${name}`),
    );
    expect(names.size).toBeGreaterThan(40);
    expect(handWritten).toEqual([]);
  });
});
