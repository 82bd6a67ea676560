// `npm test`: every suite. Lint, build (type-checks), unit and API tests on PGlite, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set (with the Redis suites when TEST_REDIS_URL is too) beside the browser
// tests. Ends with one 'N passed, N failed' line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
/** The failed tests by name, printed again at the very end: a log cut to its last lines still names them. */
const failedTests = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  if (result.status !== 0) problems.push(name);
  return result.status === 0;
}

/**
 * Starts a step whose output goes to a log file while the next steps run; `finish()` waits for it, prints its
 * log and its line like step()'s. The browser tier spends much of its time waiting on pages, so the PostgreSQL
 * API tier runs beside it on the same two cores (the load `npm run test:repeat` checks the browser tier under).
 */
function stepBeside(name, cmd, args, env = {}) {
  const log = path.join(tmp, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  console.log(`\n=== ${name}: started beside the next steps (output in ${path.relative(root, log)}) ===`);
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return {
    async finish() {
      const code = await done;
      fs.closeSync(out);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      console.log(
        `=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
      );
      if (code !== 0) problems.push(name);
    },
  };
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const result of report.testResults ?? [])
    for (const a of result.assertionResults ?? [])
      if (a.status === 'failed')
        failedTests.push(`${path.relative(root, result.name)} › ${a.fullName ?? a.title}`);
  // a file that fails outside a test (a hook, an import, an unhandled error) has no failed test to count
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
      failed += 1;
      console.log(`FAILED outside a test: ${path.relative(root, file.name)}\n${file.message ?? ''}`);
    }
  }
  if (report.success === false && report.numFailedTests === 0 && report.numFailedTestSuites === 0)
    console.log(`vitest reported a failure outside the test files (see "Unhandled Errors" above) in ${file}`);
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
  skipped += stats.skipped;
  /** Walks the suites (files, describes) to the specs whose outcome was 'unexpected' or 'flaky'. */
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const errors = (t.results ?? [])
          .map((r) => stripVTControlCharacters(r.error?.message ?? '').split('\n')[0])
          .filter(Boolean);
        const name = `${[...trail, spec.title].join(' › ')} (${spec.file}:${spec.line})`;
        if (t.status === 'unexpected') failedTests.push(`${name}: ${errors.at(-1) ?? 'failed'}`);
        else console.log(`flaky (passed on retry): ${name}: ${errors[0] ?? ''}`);
      }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...trail, child.title] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

step('lint (biome)', 'npx', ['biome', 'check', '.']);
console.log('\n=== build (type-checks domain and server, builds the web app) ===');
try {
  buildIfNeeded();
  step('type-check web', 'npx', ['tsc', '-p', 'packages/web', '--noEmit']) &&
    step('type-check e2e', 'npx', ['tsc', '-p', 'packages/e2e', '--noEmit']) &&
    step('type-check domain tests', 'npx', ['tsc', '-p', 'packages/domain/tsconfig.test.json']) &&
    step('type-check server tests', 'npx', ['tsc', '-p', 'packages/server/tsconfig.test.json']);
  // what the sign-in page and the order list load before they draw, gzipped, against their budgets
  step('web bundle size budget', process.execPath, ['scripts/bundle-budget.mjs']);
} catch {
  problems.push('build');
}

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(tmp, name)}`,
];
for (const f of ['vitest-unit.json', 'vitest-pglite.json', 'vitest-postgres.json', 'playwright.json'])
  fs.rmSync(path.join(tmp, f), { force: true });

step('unit tests (domain, web)', 'npx', [
  'vitest',
  'run',
  '--project',
  'domain',
  '--project',
  'web',
  ...vitestJson('vitest-unit.json'),
]);
countVitest(path.join(tmp, 'vitest-unit.json'));

step(
  'API tests on PGlite',
  'npx',
  ['vitest', 'run', '--project', 'server', ...vitestJson('vitest-pglite.json')],
  {
    TEST_DATABASE_URL: '',
  },
);
countVitest(path.join(tmp, 'vitest-pglite.json'));

/** The API tests again on PostgreSQL (TEST_DATABASE_URL), beside the browser tests; null without a server. */
const startPostgresTier = () =>
  process.env.TEST_DATABASE_URL
    ? stepBeside('API tests on PostgreSQL (TEST_DATABASE_URL)', 'npx', [
        'vitest',
        'run',
        '--project',
        'server',
        ...vitestJson('vitest-postgres.json'),
      ])
    : null;
let postgresTier = null;

// The Redis suites (src/realtime/realtime-instances.int.test.ts: two instances on one PostgreSQL and one Redis,
// and a Redis of their own stopped for 30 s) run within the API tests on PostgreSQL; each says why when skipped.
if (process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)
  console.log(`Redis suites: run with the API tests on PostgreSQL, on ${process.env.TEST_REDIS_URL}`);
else
  console.log(
    `Redis suites: skipped (set ${process.env.TEST_REDIS_URL ? '' : 'TEST_REDIS_URL '}${process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL '}to run the realtime tests across instances)`,
  );

if (!problems.includes('build')) {
  console.log(
    '\n=== crash test: kill -9 mid-write and restart (3 cycles; `node scripts/crash-test.mjs --cycles 20` for more) ===',
  );
  const crash = spawnSync(process.execPath, ['scripts/crash-test.mjs', '--cycles', '3'], {
    cwd: root,
    encoding: 'utf8',
  });
  process.stdout.write(crash.stdout + crash.stderr);
  const m = /crash test: (\d+) passed, (\d+) failed/.exec(crash.stdout);
  passed += m ? Number(m[1]) : 0;
  failed += m ? Number(m[2]) : 1;
  if (crash.status !== 0) problems.push('crash test');

  postgresTier ??= startPostgresTier();
  step(
    'browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'packages/e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(tmp, 'playwright.json'),
    },
  );
  countPlaywright(path.join(tmp, 'playwright.json'));
}

// without a build there are no browser tests: the PostgreSQL tier runs alone
postgresTier ??= startPostgresTier();
if (postgresTier) {
  await postgresTier.finish();
  countVitest(path.join(tmp, 'vitest-postgres.json'));
} else {
  console.log(
    '\nAPI tests on PostgreSQL: skipped (set TEST_DATABASE_URL to a PostgreSQL server to run them)',
  );
}

console.log('');
if (problems.length) console.log(`Failed steps: ${problems.join(', ')}`);
for (const name of failedTests) console.log(`FAILED: ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(problems.length || failed ? 1 : 0);
