import { createRequire } from 'node:module';
import type { ArrayExpression, CallExpression, Node } from 'estree';
import { walk } from 'estree-walker';
import MagicString, { type SourceMap } from 'magic-string';
import type { ReactNode } from 'react';
import { type Plugin, parseAst } from 'vite';
import { theme } from '../src/app/theme.ts';

/**
 * antd's component styles as static CSS, written at build time with our theme, instead of generated and inserted
 * into the page by antd's CSS-in-JS while the page draws (issue 19: a trace of the order list found that work in
 * each of its long tasks; without it the screens' script time is 8–18 % less and a dialog or picker opens 10–35 %
 * sooner the first time, bench/RESULTS.md). The app runs antd with `theme.zeroRuntime` (no generating; antd still
 * sets its CSS variables, the theme's values) and this plugin:
 * - renders every antd component once on the server side with the app's theme and keeps what antd's style
 *   hooks produced, by hook (the cache path's first part, e.g. `Button-Button`, `Input-Shared`);
 * - in each antd style module, replaces the style function given to `genStyleHooks` (and its kin) with `null`
 *   (never called under zeroRuntime; its code leaves the bundle) and imports that hook's CSS in its place, so the
 *   CSS travels with the chunk that draws the component, as the generated styles did;
 * - puts all of it in the `antd` cascade layer: the app's own rules (global.css) win over antd's whatever the
 *   order the files load in, as they did over antd's styles inserted first in the head.
 * A hook of antd's that the render did not reach fails the build: no component draws without its styles.
 */

const HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const VIRTUAL = 'virtual:antd-style/';
const RESOLVED = `\0${VIRTUAL}`;
/** antd's style hooks that the app's theme never draws, so no CSS of theirs is written. */
const NEVER_DRAWN: Record<string, string> = {
  'Pagination-bordered':
    "antd draws it only with the wireframe theme (token.wireframe), which the app's is not",
};
/** Styles not of one component: antd's shared reset and the icons' base style. */
const GLOBAL = ['Shared', 'ant-design-icons'];

type StyleEntry = unknown;
type CssInJs = {
  createCache: () => { cache: Map<string, [number, StyleEntry]> };
  StyleProvider: (props: { cache: unknown; children?: ReactNode }) => ReactNode;
};

/** What each of antd's style hooks produces with the app's theme, by the hook's name (`Button-Button`). */
export function renderAntdStyles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cssinjs = require('@ant-design/cssinjs') as CssInJs;
  const { extract } = require('@ant-design/cssinjs/lib/hooks/useStyleRegister') as {
    extract: (
      entry: StyleEntry,
      effects: object,
      options: { plain: boolean },
    ) => [number, string, string] | null;
  };
  const antd = require('antd') as Record<string, unknown> & typeof import('antd');
  const h = React.createElement;
  // biome-ignore lint/suspicious/noExplicitAny: antd's components are drawn by name
  type Any = any;
  // components that draw nothing (or only part) without props or children; the rest draw bare
  const custom: Record<string, (C: Any) => ReactNode> = {
    Affix: (C) => h(C, null, h('div')),
    Badge: (C) => h(React.Fragment, null, h(C, { count: 1 }), h(C.Ribbon, { text: 'x' }, h('div'))),
    Cascader: (C) => h(React.Fragment, null, h(C), h(C.Panel)),
    Dropdown: (C) => h(C, { menu: { items: [] } }, h('div')),
    Form: (C) => h(C, null, h(C.Item, { label: 'x', help: 'x', validateStatus: 'error' }, h('input'))),
    Input: (C) =>
      h(React.Fragment, null, h(C), h(C.Search), h(C.TextArea), h(C.Password), h(C.OTP), h(C.Group)),
    Layout: (C) => h(C, null, h(C.Header), h(C.Sider), h(C.Content), h(C.Footer)),
    Menu: (C) => h(C, { items: [] }),
    Modal: (C) =>
      h(
        React.Fragment,
        null,
        h(C),
        h(C._InternalPanelDoNotUseOrYouWillBeFired),
        h(C._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
      ),
    Pagination: (C) => h(React.Fragment, null, h(C, { total: 50 }), h(C, { total: 50, simple: true })),
    QRCode: (C) => h(C, { value: 'x' }),
    Space: (C) => h(React.Fragment, null, h(C), h(C.Compact, null, h(antd.Button), h(C.Addon, null, 'x'))),
    Tag: (C) => h(React.Fragment, null, h(C, { color: 'blue' }, 'x'), h(C, { color: 'success' }, 'x')),
    Tree: (C) => h(C, { treeData: [] }),
    message: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    notification: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
  };
  const skipped = new Set(['ConfigProvider', 'Grid']);
  const names = Object.keys(antd).filter((n) => !skipped.has(n) && (/^[A-Z]/.test(n) || n in custom));
  const nodes = names.map((n) => h(React.Fragment, { key: n }, (custom[n] ?? ((C: Any) => h(C)))(antd[n])));
  const cache = cssinjs.createCache();
  // antd warns of its deprecated components (BackTop, List), drawn here only for their styles
  const { error, warn } = console;
  console.error = console.warn = () => {};
  try {
    renderToString(
      h(
        cssinjs.StyleProvider,
        { cache },
        h(antd.ConfigProvider, { theme: { ...theme, hashed: false } }, nodes),
      ),
    );
  } finally {
    Object.assign(console, { error, warn });
  }
  const styles = new Map<string, string>();
  for (const [key, [, entry]] of cache.cache) {
    // style%<token key>%<hook name>%<prefix class>%…
    const [kind, , hook] = key.split('%');
    if (kind !== 'style' || !hook) continue;
    const css = extract(entry, {}, { plain: true })?.[2];
    if (css) styles.set(hook, (styles.get(hook) ?? '') + css);
  }
  return styles;
}

/** The hook name antd's cache gives a `genStyleHooks('Button', …)` call: `Button-Button`; `['Input', 'Shared']`: `Input-Shared`. */
function hookName(call: CallExpression): string | null {
  const first = call.arguments[0];
  if (first?.type === 'Literal' && typeof first.value === 'string') return `${first.value}-${first.value}`;
  if (first?.type === 'ArrayExpression') {
    const parts = (first as ArrayExpression).elements.map((e) =>
      e?.type === 'Literal' && typeof e.value === 'string' ? e.value : null,
    );
    if (parts.length === 2 && parts.every((p) => p !== null)) return parts.join('-');
  }
  return null;
}

/**
 * One of antd's modules with its style hooks' style functions replaced by `null` and each hook's static CSS
 * imported in their place; null when the module makes no style hook.
 */
export function replaceStyleFunctions(code: string, id: string): { code: string; map: SourceMap } | null {
  const ast = parseAst(code) as unknown as Node;
  const out = new MagicString(code);
  const imports: string[] = [];
  walk(ast, {
    enter(node) {
      if (node.type !== 'CallExpression') return;
      const call = node as CallExpression;
      if (call.callee.type !== 'Identifier' || !HOOK_FACTORIES.has(call.callee.name)) return;
      const name = hookName(call);
      const styleFn = call.arguments[1] as (Node & { start: number; end: number }) | undefined;
      if (!name || !styleFn) throw new Error(`${id}: an antd style hook this build cannot read`);
      out.overwrite(styleFn.start, styleFn.end, 'null');
      imports.push(`import ${JSON.stringify(`${VIRTUAL}${name}.css`)};`);
    },
  });
  if (!imports.length) return null;
  out.prepend(`${imports.join('\n')}\n`);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export function antdStaticStyles(): Plugin {
  let styles: Map<string, string>;
  const layered = (css: string) => `@layer antd{${css}}`;
  return {
    name: 'antd-static-styles',
    enforce: 'pre',
    // the dev server pre-bundles antd (no transform reaches it): there antd generates its styles as before, and the
    // app asks for zeroRuntime only in a build (app/providers.tsx, import.meta.env.PROD)
    apply: 'build',
    buildStart() {
      styles = renderAntdStyles();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length).replace(/\.css$/, '');
      if (name === 'global') return layered(GLOBAL.map((g) => styles.get(g) ?? '').join(''));
      const css = styles.get(name) ?? (name in NEVER_DRAWN ? '' : undefined);
      if (css === undefined) this.error(`antd's style hook ${name} was not reached by the build's render`);
      return layered(css);
    },
    transform: {
      filter: { id: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/ },
      handler(code, id) {
        // antd's shared reset and the icons' style come with the ConfigProvider, which every page draws
        if (/[\\/]config-provider[\\/]index\.js$/.test(id))
          return { code: `import ${JSON.stringify(`${VIRTUAL}global.css`)};\n${code}`, map: null };
        if (!/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(code)) return null;
        return replaceStyleFunctions(code, id);
      },
    },
  };
}
