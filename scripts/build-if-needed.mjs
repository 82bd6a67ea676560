// Builds what is missing or older than its sources: the domain and server (tsc -b, incremental) and the web app (vite).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded({ quiet = false } = {}) {
  const run = (args) => execFileSync(npx, args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit' });
  run(['tsc', '-b', 'packages/domain', 'packages/server']);
  const webIndex = path.join(root, 'packages/web/dist/index.html');
  // the size budget (scripts/bundle-budget.mjs) reads the manifest: a build without one is rebuilt
  const webManifest = path.join(root, 'packages/web/dist/.vite/manifest.json');
  const webSources = Math.max(
    newestMtime(path.join(root, 'packages/web/src')),
    // the build's own plugins (build/antd-static-styles.ts)
    newestMtime(path.join(root, 'packages/web/build')),
    newestMtime(path.join(root, 'packages/domain/src')),
    fs.existsSync(path.join(root, 'packages/web/index.html'))
      ? fs.statSync(path.join(root, 'packages/web/index.html')).mtimeMs
      : 0,
    fs.statSync(path.join(root, 'packages/web/vite.config.ts')).mtimeMs,
  );
  if (!fs.existsSync(webIndex) || !fs.existsSync(webManifest) || fs.statSync(webIndex).mtimeMs < webSources) {
    if (!quiet) console.log('Building the web app...');
    execFileSync('npm', ['run', 'build', '-w', '@backdesk/web', '--', '--logLevel', 'warn'], {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
