import { test as base } from '@playwright/test';

export type { Browser, BrowserContext, Download, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * The suite runs two workers, each against its own server and data folder (see playwright.config.ts), so no
 * two tests ever share a server at the same time. A worker's parallel index picks its server.
 */
const servers = (process.env.BACKDESK_E2E_SERVERS ?? '').split(',').filter(Boolean);

export const test = base.extend<object, { workerBaseURL: string | undefined }>({
  workerBaseURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's parameters by destructuring
    async ({}, use, workerInfo) => {
      await use(servers.length ? servers[workerInfo.parallelIndex % servers.length] : undefined);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL, workerBaseURL }, use) => {
    await use(workerBaseURL ?? baseURL);
  },
});

/**
 * Which run of this test this is on its server: retries (CI) and repeats (`npm run test:repeat`) run against the
 * records earlier runs changed, so a test that needs an untouched record takes the next one.
 */
export const runIndex = () => test.info().retry + test.info().repeatEachIndex;
