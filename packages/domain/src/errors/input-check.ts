import type { ErrorParams } from './catalogue.js';

/** How deep a request's objects and lists may nest; the deepest payload of the API nests about five. */
export const MAX_INPUT_DEPTH = 32;

/**
 * True when a text holds a C0 control character other than tab, line feed and carriage return: NUL, which
 * PostgreSQL refuses in text and JSON, and the rest, which no field of the product holds.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
  }
  return false;
}

export type InputProblem = {
  name: 'CONTROL_CHARACTER' | 'NESTED_TOO_DEEP';
  /** Where: the dotted path of the value, its control characters shown as U+FFFD. */
  field: string;
  params: ErrorParams;
};

type Container = Record<string, unknown> | unknown[];

/**
 * Lists and plain objects as the JSON, form, query and route parsers make them (the query and path parsers
 * make objects whose prototype is itself a bare object); streams, buffers and dates are not walked.
 */
function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

const shown = (key: string) =>
  hasControlCharacter(key)
    ? Array.from(key, (ch) => (hasControlCharacter(ch) ? '\uFFFD' : ch)).join('')
    : key;

/**
 * The first problem of a request's input (body, query or path parameters) that no schema should have to see:
 * a control character in any text or key, or objects nested deeper than `maxDepth`. Walks without recursion,
 * so a 10,000-deep value is refused, not a stack overflow. Null when the input is fine.
 */
export function inputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH, root = ''): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (hasControlCharacter(item.value)) return { name: 'CONTROL_CHARACTER', field: item.path, params: {} };
      continue;
    }
    if (!isContainer(item.value)) continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return { name: 'NESTED_TOO_DEEP', field: item.path, params: { max: maxDepth } };
    const entries: [string, unknown][] = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v])
      : Object.entries(item.value);
    for (const [key, child] of entries.reverse()) {
      const path = item.path ? `${item.path}.${shown(key)}` : shown(key);
      if (hasControlCharacter(key)) return { name: 'CONTROL_CHARACTER', field: path, params: {} };
      stack.push({ value: child, path, depth });
    }
  }
  return null;
}
