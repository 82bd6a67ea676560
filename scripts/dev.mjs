// `npm run dev`: the server (rebuilt by tsc --watch, restarted by node --watch) and the Vite dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const opts = { cwd: root, stdio: 'inherit' };
const children = [
  spawn('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'packages/domain', 'packages/server'], opts),
  spawn(process.execPath, ['--watch-path=packages/server/dist', 'packages/server/dist/main.js'], {
    ...opts,
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@backdesk/web'], opts),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
