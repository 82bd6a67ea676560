// `npm run test:repeat`: the check to run before a stop. It clones the committed HEAD into a throw-away folder
// (as CI does), installs and builds it there, then runs the browser tier three times over (--repeat-each 3) with
// retries off while the API suite runs beside it on the same cores, the load CI puts on the browser tests.
// The API suite runs again and again until the browser tier ends. Options: --repeat N (default 3), --keep (leave the
// clone), --no-api (the browser tier alone).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    repeat: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    'no-api': { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-repeat-'));
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

function must(cmd, args, cwd = clone) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`repeat check: "${cmd} ${args.join(' ')}" failed`);
    process.exit(1);
  }
}

/**
 * Runs a command with its output in a log file; resolves with its exit code. `started.child`, when given, is the
 * process for a caller that stops it.
 */
function run(name, cmd, args, env, cwd = clone, started = undefined) {
  const log = path.join(clone, `${name}.log`);
  const out = fs.openSync(log, 'w');
  console.log(`${name}: started (log ${log})`);
  const child = spawn(cmd, args, {
    cwd,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
    // a process group of its own when the caller may stop it (vitest's workers go with it)
    detached: started !== undefined,
  });
  if (started) started.child = child;
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const tail = fs.readFileSync(log, 'utf8').trim().split('\n').slice(-12).join('\n');
      console.log(`\n${name}: exit ${code} after ${seconds()}\n${tail}`);
      resolve(code ?? 1);
    }),
  );
}

console.log(
  `repeat check of ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim()} in ${clone}`,
);
must('git', ['clone', '--quiet', '--no-hardlinks', root, clone], root);
must('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
must('npm', ['run', 'build', '--silent']);

const runs = [
  run(
    'browser',
    'npx',
    ['playwright', 'test', '--repeat-each', values.repeat, '--retries', '0'],
    {
      CI: '',
      E2E_OUTPUT_DIR: path.join(clone, 'e2e-results'),
    },
    path.join(clone, 'packages/e2e'),
  ),
];
/**
 * The API suite beside it, on PGlite (and PostgreSQL too when TEST_DATABASE_URL is set), the load CI sees: round
 * after round for as long as the browser tier runs, so that its last files meet the same load as its first. The
 * round still running when the browser tier ends is stopped and not counted. Resolves with the first failed
 * round's exit code, or 0.
 */
async function apiBeside(browserDone) {
  let ended = false;
  void browserDone.then(() => {
    ended = true;
  });
  let failedCode = 0;
  for (let round = 1; !ended; round++) {
    const current = {};
    const code = await Promise.race([
      run(`api-${round}`, 'npx', ['vitest', 'run', '--project', 'server'], {}, clone, current),
      browserDone.then(() => null),
    ]);
    if (code === null) {
      // the browser tier ended first: this round is cut short (its whole process group)
      try {
        process.kill(-current.child.pid, 'SIGTERM');
      } catch {}
      break;
    }
    if (code !== 0 && failedCode === 0) failedCode = code;
  }
  return failedCode;
}

if (!values['no-api']) runs.push(apiBeside(runs[0]));
const [browser, api = 0] = await Promise.all(runs);
console.log(
  `\nrepeat check: browser ${browser === 0 ? 'passed' : 'FAILED'}, API ${api === 0 ? 'passed' : 'FAILED'} (${seconds()})`,
);
if (!values.keep && browser === 0 && api === 0) fs.rmSync(clone, { recursive: true, force: true });
process.exit(browser === 0 && api === 0 ? 0 : 1);
