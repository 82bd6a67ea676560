import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8787);
// One fresh data folder per run; workers load this file again and must reuse the same folder.
if (!process.env.BACKDESK_E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-e2e-'));
  process.env.BACKDESK_E2E_DATA_DIR = dataDir;
  // the run's process removes it when it ends (the server has been stopped by then)
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // one browser at a time: the suite shares one server and runs on small CI machines
  workers: 1,
  // one retry in CI: the 2-core machine can stall an animation; a real failure fails twice
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
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
  webServer: {
    // the server and the web app must be built first (`npm test` does it)
    command: 'node ../server/dist/main.js',
    url: `http://localhost:${PORT}/api/system/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.BACKDESK_E2E_DATA_DIR,
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
    },
  },
});
