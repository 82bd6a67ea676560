import type { Plugin } from 'vite';

/** One exact text of a package module and what replaces it. */
export type Edit = { find: string; replace: string };

/** A text the module must hold for the other edits to work (an import they use), left as it is. */
export const present = (text: string): Edit => ({ find: text, replace: text });

/**
 * `code` with each edit applied once; throws `refusal` (naming the module and the file that owns the edits) when a
 * text is not found, so that a package update that changes the code fails the build instead of dropping the edit.
 */
export function applyEdits(code: string, edits: readonly Edit[], refusal: string, id: string): string {
  let out = code;
  for (const { find, replace } of edits) {
    if (!out.includes(find)) throw new Error(`${id}: ${refusal}`);
    out = out.replace(find, replace);
  }
  return out;
}

/** A build-only transform of the package modules `filter` matches; `edit` returns null to leave one as it is. */
export function packageEditsPlugin(
  name: string,
  filter: RegExp,
  edit: (code: string, id: string) => string | null,
): Plugin {
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: filter },
      handler(code, id) {
        const out = edit(code, id);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
