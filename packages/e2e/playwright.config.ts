import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8787);
/**
 * Two workers, each with its own server and data folder (ports PORT and PORT + 100): a test never shares its
 * server with a test running at the same time, and the suite takes about half as long. E2E_WORKERS=1 for one.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const ports = Array.from({ length: WORKERS }, (_, i) => PORT + i * 100);
// One fresh data folder per server and run; workers load this file again and must reuse the same folders.
if (!process.env.BACKDESK_E2E_DATA_DIRS) {
  const dirs = ports.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-e2e-')));
  process.env.BACKDESK_E2E_DATA_DIRS = dirs.join(',');
  // the run's process removes them when it ends (the servers have been stopped by then)
  process.on('exit', () => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
}
const dataDirs = process.env.BACKDESK_E2E_DATA_DIRS.split(',');
// read by support/test.ts: a worker's parallel index picks its server
process.env.BACKDESK_E2E_SERVERS = ports.map((port) => `http://localhost:${port}`).join(',');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // A test is a whole flow of a person's work (sign in, several screens, a second user). 4 minutes: the repeat
  // check (`npm run test:repeat`) runs the tier beside the API suite, where every step of a 2-core machine is
  // slower; a 120 s limit cut off flows that were still moving (docs/decisions.md, "Browser tests").
  timeout: 240_000,
  // 25 s: a reload straight onto a signed-in screen loads the shell, the page chunk, its lookups and then its
  // list, one after the other; on this 2-core machine under the API suite that took over 15 s (see the note in
  // docs/decisions.md, "Web bundle"). Back to 15 s once the page chunk and lookups load beside the session check.
  expect: { timeout: 25_000 },
  // the tests of a file run in order; files are shared out to the workers
  fullyParallel: false,
  workers: WORKERS,
  // one retry in CI: the 2-core machine can stall an animation; a real failure fails twice
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // the browser asks for reduced motion, which the product honours (antd without animations): a person's steps
    // are tested, not antd's animation frames, which a starved 2-core renderer once left half-run (a dialog's
    // leave stuck at its first step for 26 s; docs/decisions.md)
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // the server and the web app must be built first (`npm test` does it)
  webServer: ports.map((port, i) => ({
    command: 'node ../server/dist/main.js',
    url: `http://localhost:${port}/api/system/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_SERVER_LOG ? ('pipe' as const) : ('ignore' as const),
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDirs[i]!,
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      // a mailbox a test adds (pointing at its own Dovecot and SMTP server) is fetched and sends for real; the
      // demo's made-up mailboxes still capture (mail-live.spec.ts)
      DEMO_SEND_MAIL: '1',
    },
  })),
});
