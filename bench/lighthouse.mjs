// `npm run bench:lighthouse [-- --runs 3 --port 8993 --lang en --screens sign-in,dashboard --reports DIR --no-write]`: Lighthouse (desktop
// preset) on the four screens agents open all day (issue 19): the sign-in page, the dashboard, the order list and
// an order's details, each `--runs` times, against the built server of `npm start` on 127.0.0.1 (demo mode on a
// throw-away PGlite data folder) with Debian's Chromium (/usr/bin/chromium, headless). The sign-in page is measured
// signed out; then the administrator signs in through the page's form and the other screens are measured signed
// in, each run on an empty HTTP cache (a first visit: every file comes over the network). Writes the median of the
// runs (performance, accessibility, best practices, LCP, TBT, bytes transferred) to bench/RESULTS.md (newest
// first) and each run's report to DIR (default: a temporary folder), and prints the audits that cost points.
// Needs `npm run build` first. Never part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8993' },
    'debug-port': { type: 'string', default: '9333' },
    lang: { type: 'string', default: 'en' },
    screens: { type: 'string', default: 'sign-in,dashboard,order-list,order-details' },
    reports: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const base = `http://127.0.0.1:${values.port}`;
const debugPort = Number(values['debug-port']);
const reports = path.resolve(
  values.reports ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-lighthouse-')),
);
fs.mkdirSync(reports, { recursive: true });
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ADMIN = { email: 'admin@backdesk.demo', password: 'Backdesk#2026' };

for (const file of ['packages/server/dist/main.js', 'packages/web/dist/index.html'])
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`${file} is missing: build first (npm run build)`);
    process.exit(1);
  }
if (!fs.existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing (apt-get install chromium)`);
  process.exit(1);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** The built server as `npm start` runs it: demo mode, its own data folder, only on 127.0.0.1. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-lighthouse-data-'));
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: { ...process.env, PORT: values.port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 480; i++) {
    const up = await fetch(`${base}/api/system/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, dataDir };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One Lighthouse run of `url`; a run that Chromium did not answer in time (a protocol timeout, on a machine
 * busy with other work) is tried once more.
 */
async function measure(name, url, run, screen) {
  try {
    return await measureOnce(name, url, run, screen);
  } catch (error) {
    console.error(`\n${name}, run ${run}: ${error?.code ?? error?.message}; trying once more`);
    return measureOnce(name, url, run, screen);
  }
}

/** One Lighthouse run of `url` in the browser at the debugging port, as the desktop preset measures. */
async function measureOnce(name, url, run, { signedIn }) {
  const result = await lighthouse(
    url,
    {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // signed in: keep the session (cookies and the signed-in mark in localStorage); the HTTP cache is
      // emptied before each run instead (below), so each run is still a first visit
      disableStorageReset: signedIn,
    },
    desktopConfig,
  );
  const lhr = result.lhr;
  fs.writeFileSync(path.join(reports, `${name}-${run}.json`), result.report);
  if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
    // what cost points: audits of the three categories that did not pass
    failing: Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 || category.id === 'performance')
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${category.id}: ${a.id} (${a.displayValue ?? a.score})`),
    ),
  };
}

const { server, dataDir } = await startServer();
// the server goes with this process, however it ends (Lighthouse can fail from a timer of its own)
process.on('exit', () => server.kill());
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-lighthouse-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  locale: values.lang === 'zh' ? 'zh-CN' : 'en-US',
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);
const loadBefore = loadAverage();
const results = [];
try {
  // the sign-in page, signed out (Lighthouse empties the origin's storage and cache before each run)
  const screens = [{ name: 'sign-in', path: '/login', signedIn: false }];
  const chosen = new Set(values.screens.split(','));
  const measured = async (screen) => {
    if (!chosen.has(screen.name)) return;
    const each = [];
    for (let run = 1; run <= runs; run++) {
      if (screen.signedIn) await cdp.send('Network.clearBrowserCache');
      each.push(await measure(screen.name, `${base}${screen.path}`, run, screen));
      process.stdout.write('.');
    }
    results.push({ ...screen, runs: each });
  };
  await measured(screens[0]);

  // sign in through the real page, in the language asked for
  await context.addCookies([{ name: 'language', value: values.lang, url: base }]);
  await page.goto(`${base}/login`);
  await page.getByLabel(/Username|用户名/).fill(ADMIN.email);
  await page.getByLabel(/^(Password|密码)$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /Sign in|登\s?录/ }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  const found = await page.request.post(`${base}/api/csOrderParent/search`, { data: { pageSize: 20 } });
  const order = (await found.json())?.data?.list?.[0];
  if (!order) throw new Error(`no order in the demo data: ${found.status()} ${await found.text()}`);
  await page.goto('about:blank');

  for (const screen of [
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'order-list', path: '/orderCenter/order', signedIn: true },
    { name: 'order-details', path: `/orderCenter/orderDetails?id=${order.id}`, signedIn: true },
  ])
    await measured(screen);
} finally {
  await context.close().catch(() => {});
  server.kill();
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
const loadAfter = loadAverage();

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const ms = (n) => `${Math.round(n)} ms`;
const cores = os.cpus().length;
// the last minute's load before and after: the 5- and 15-minute averages still hold work that ended before the run
const busiest = Math.max(...[loadBefore, loadAfter].map((l) => Number(l.split(' / ')[0])));
const day = new Date().toISOString().slice(0, 10);
const lines = [
  `## ${day}: issue 19, Lighthouse on the screens agents open all day (npm run bench:lighthouse)`,
  '',
  `Lighthouse ${lighthouseVersion()} (desktop preset: simulated throttling, 40 ms round trip, 10 Mbit/s, no CPU slow-down), ` +
    `Debian's Chromium headless, against the built server (\`npm start\`'s demo mode on a fresh PGlite folder, 127.0.0.1). ` +
    `The sign-in page signed out; the others signed in as the administrator through the form, each run on an empty ` +
    `HTTP cache (a first visit). Language: ${values.lang}. ${runs === 1 ? 'One run (`--runs 1`).' : `Median of ${runs} runs for each number.`} Machine: ${cores} cores ` +
    `(${os.cpus()[0]?.model.trim()}), Node ${process.version}; load average ${loadBefore} before, ${loadAfter} after` +
    (busiest > cores ? ` (**the machine was busy**: other work ran just before or beside the run).` : '.'),
  '',
  '| screen | performance | accessibility | best practices | LCP | TBT | FCP | transferred (JS) | requests | per run (performance) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...results.map((r) => {
    const m = (key) => median(r.runs.map((x) => x[key]));
    return (
      `| ${r.name} (${r.path.replace(/id=\d+/, 'id=…')}) | ${m('performance')} | ${m('accessibility')} | ` +
      `${m('bestPractices')} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${ms(m('fcp'))} | ${kib(m('bytes'))} ` +
      `(${kib(m('scriptBytes'))}) | ${m('requests')} | ${r.runs.map((x) => x.performance).join(', ')} |`
    );
  }),
  '',
];
const text = lines.join('\n');
console.log(`\n\n${text}`);
for (const r of results) {
  const failing = [...new Set(r.runs.flatMap((x) => x.failing))];
  if (failing.length) console.log(`${r.name}, audits under 0.9 in some run:\n  ${failing.join('\n  ')}`);
}
console.log(`reports: ${reports}`);
if (!values['no-write']) {
  const file = path.join(root, 'bench/RESULTS.md');
  const current = fs.readFileSync(file, 'utf8');
  const first = current.indexOf('\n## ');
  const head = first < 0 ? current : current.slice(0, first + 1);
  const old = first < 0 ? '' : current.slice(first + 1);
  fs.writeFileSync(file, `${head}${text}\n${old}`);
  console.log(`written to ${file}`);
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
