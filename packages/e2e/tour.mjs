// `npm run screenshots [-- --langs en,zh --widths 1440,1280 --out DIR]`: a picture of every screen of the menu
// (and the order, package and search result pages), in each language and window width, for a person to look
// at. Starts its own server of the built app on a throw-away demo database (port 8991), signs in as the
// administrator (who sees every screen) through the form, and writes DIR/<lang>-<width>-<screen>.png and
// DIR/index.md, which also says which lists scroll sideways. Needs `npm run build` first. Never part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    langs: { type: 'string', default: 'en,zh' },
    widths: { type: 'string', default: '1440,1280' },
    out: { type: 'string', default: path.join(import.meta.dirname, 'artifacts/tour') },
    port: { type: 'string', default: '8991' },
  },
});
const base = `http://localhost:${values.port}`;
const out = path.resolve(values.out);
fs.mkdirSync(out, { recursive: true });

/** The menu's screens, read from the web's screen list: name and path of each one that is not hidden. */
function menuScreens() {
  const source = fs.readFileSync(path.join(root, 'packages/web/src/shared/screens.ts'), 'utf8');
  const body = source.slice(source.indexOf('export const screens = {'));
  return body
    .split(/\n {2}(?=\w+: \{)/)
    .slice(1)
    .filter((entry) => !/hidden: true/.test(entry))
    .map((entry) => ({ name: entry.match(/^(\w+)/)[1], path: entry.match(/path: '([^']+)'/)[1] }));
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-tour-'));
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: { ...process.env, PORT: values.port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/api/system/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Waits until the page has drawn its data: no request in flight, no spinner. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning, .ant-btn-loading, [data-screen-loading]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

/** How far the page's first table reaches past its box (0: it fits), or null without a table. */
const overflowOf = (page) =>
  page.evaluate(() => {
    const table = document.querySelector('.ant-table-content, .ant-table-body');
    return table ? table.scrollWidth - table.clientWidth : null;
  });

const { server, dataDir } = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const lang of values.langs.split(',')) {
    for (const width of values.widths.split(',').map(Number)) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
      await context.addCookies([{ name: 'language', value: lang, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel(/Username|用户名/).fill('admin@backdesk.demo');
      await page.getByLabel(/^(Password|密码)$/).fill('Backdesk#2026');
      await page.getByRole('button', { name: /Sign in|登\s?录/ }).click();
      await page.waitForURL(/\/dashboard$/);

      // the session's cookies go with the page's requests
      const api = (url, data) => page.request.post(`${base}${url}`, { data }).then((r) => r.json());
      const order = (await api('/api/csOrderParent/search', { pageSize: 20 }))?.data?.list?.[0];
      const pkg = (await api('/api/OAPackage/search', { pageSize: 20 }))?.data?.list?.[0];
      const screens = [
        ...menuScreens(),
        ...(order ? [{ name: 'orderDetails', path: `/orderCenter/orderDetails?id=${order.id}` }] : []),
        ...(pkg ? [{ name: 'parcelDetails', path: `/orderCenter/parcelDetails?id=${pkg.id}` }] : []),
        { name: 'searchResult', path: '/searchResult?query=BD26&dataSource=order&searchType=orderNo' },
      ];
      for (const screen of screens) {
        await page.goto(`${base}${screen.path}`);
        await settled(page);
        const file = `${lang}-${width}-${screen.name}.png`;
        await page.screenshot({ path: path.join(out, file) });
        rows.push({
          lang,
          width,
          ...screen,
          file,
          overflow: await overflowOf(page),
          title: await page.title(),
        });
        process.stdout.write('.');
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

const lines = [
  '# Screens',
  '',
  `${rows.length} pictures, ${new Date().toISOString()}. Overflow: how many pixels the screen's first table reaches past its box (0 or less: no sideways scroll; blank: no table).`,
  '',
  '| language | width | screen | title | overflow px | picture |',
  '|---|---:|---|---|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.lang} | ${r.width} | ${r.path} | ${r.title} | ${r.overflow ?? ''} | [${r.file}](${r.file}) |`,
  ),
];
fs.writeFileSync(path.join(out, 'index.md'), `${lines.join('\n')}\n`);
console.log(`\n${rows.length} screenshots in ${out}`);
const scrolling = rows.filter((r) => r.overflow > 0);
for (const r of scrolling) console.log(`scrolls sideways: ${r.lang} ${r.width} ${r.path} (${r.overflow} px)`);
