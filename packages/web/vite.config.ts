import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { domainSourceAliases } from '../domain/source-aliases.mjs';
import { antdBreakpointsAtRender } from './build/antd-breakpoints-at-render.ts';
import { antdLazyFilterTree } from './build/antd-lazy-filter-tree.ts';
import { antdRowBreakpoints } from './build/antd-row-breakpoints.ts';
import { antdStaticStyles } from './build/antd-static-styles.ts';
import { rcMeasureAfterCommit } from './build/rc-measure-after-commit.ts';

const require = createRequire(import.meta.url);
const apiTarget = process.env.BACKDESK_API ?? 'http://localhost:8080';

// react-router's package exports only its development build (ENABLE_DEV_WARNINGS on) to every bundler
// (remix-run/react-router#12532); the production build differs only there.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * Two of antd's parts whose packages do not say they are free of side effects, so that a bundler keeps all of a
 * module it takes one helper from: antd's Button and Tag styles took one colour helper from the colour picker
 * (every page loaded the whole picker, which only the customer label screen draws), and antd's table takes its
 * row selection's helpers from the tree package (every list loaded the whole tree, which no list draws).
 */
const sideEffectFree = {
  name: 'side-effect-free-antd-parts',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]@rc-component[\\/](color-picker|tree)[\\/]/ },
    handler: (code: string) => ({ code, map: null, moduleSideEffects: false as const }),
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    sideEffectFree,
    antdStaticStyles(),
    antdLazyFilterTree(),
    antdRowBreakpoints(),
    antdBreakpointsAtRender(),
    rcMeasureAfterCommit(),
    // every text file of the build also as file.br (brotli, quality 11) and file.gz (gzip, level 9), written once
    // here and sent by the server to a browser that takes them (server: http/web-delivery.ts, issue 19)
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.vite\//],
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: { alias: [...domainSourceAliases, ...(command === 'build' ? [reactRouterProduction] : [])] },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: the chunks each page loads, read by the size budget (scripts/bundle-budget.mjs)
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page, before it draws: one chunk compresses
          // better than the dozen Rolldown would share out with the lazy chunks (issue 10).
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
}));
