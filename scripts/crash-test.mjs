// Crash test of the embedded database: start the server, write, `kill -9` it mid-write, start again, and check
// that it starts every time and that every acknowledged write is there. Also checks that a second server on the
// same data folder is refused and harms nothing.
// Usage: node scripts/crash-test.mjs [--cycles 20] [--keep]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { cycles: { type: 'string', default: '20' }, keep: { type: 'boolean', default: false } },
});
const cycles = Number(values.cycles);
const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'packages/server/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-crash-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer() {
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function waitHealthy(server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${base}/api/system/health`);
      if (res.ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

async function api(method, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function signIn() {
  const res = await api('POST', '/api/authorize/login', null, {
    username: 'admin@backdesk.demo',
    password: 'Backdesk#2026',
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}

const acknowledged = new Map(); // dictionary code -> value
let passed = 0;
let failed = 0;
let written = 0;

async function verify(token) {
  const codes = [...acknowledged.keys()];
  for (let i = 0; i < codes.length; i += 100) {
    const chunk = codes.slice(i, i + 100);
    const res = await api('POST', '/api/csSystemDictionary/getSystemDictionaryValueByPaths', token, {
      dictCodes: chunk,
    });
    for (const code of chunk) {
      if (res.body.data?.[code] !== acknowledged.get(code))
        throw new Error(`acknowledged write ${code} is missing after restart`);
    }
  }
}

try {
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const started = Date.now();
    const server = startServer();
    try {
      await waitHealthy(server);
      const token = await signIn();
      await verify(token);
      if (cycle === 1) {
        // a second server on the same folder is refused, and the first goes on
        const second = startServer();
        const { code } = await second.exited;
        if (code === 0 || !second.output().includes('is using the data folder'))
          throw new Error(`second server was not refused:\n${second.output()}`);
        await verify(token);
        const health = await fetch(`${base}/api/system/health`);
        if (!health.ok) throw new Error('the first server stopped answering after the refused second start');
        console.log('  second server on the same data folder: refused with a clear message');
      }
      // writers in parallel; the kill lands while they are writing
      let stop = false;
      const writer = async (w) => {
        for (let n = 0; !stop; n++) {
          const code = `crash.c${cycle}.w${w}.n${n}`;
          const value = `${cycle}-${w}-${n}`;
          try {
            const res = await api('PUT', `/api/csSystemDictionary/${code}`, token, { value });
            if (res.status === 200) {
              acknowledged.set(code, value);
              written++;
            }
          } catch {
            return; // connection cut by the kill
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await sleep(200 + Math.floor(Math.random() * 600));
      server.child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await server.exited;
      passed++;
      console.log(
        `cycle ${cycle}: started in ${Date.now() - started} ms, ${acknowledged.size} acknowledged writes so far, killed -9`,
      );
    } catch (error) {
      failed++;
      server.child.kill('SIGKILL');
      console.error(`cycle ${cycle}: FAILED ${error.message}`);
      break;
    }
  }
  // a last start checks the writes of the final cycle
  const server = startServer();
  try {
    await waitHealthy(server);
    await verify(await signIn());
    passed++;
    console.log(`final start: all ${acknowledged.size} acknowledged writes are there`);
    // a clean stop: SIGTERM checkpoints, closes and releases the lock
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    if (code !== 0 || fs.existsSync(path.join(dataDir, 'backdesk.lock')))
      throw new Error(`SIGTERM stop: exit ${code}, lock left behind`);
    passed++;
    console.log('SIGTERM: clean stop, lock released');
  } catch (error) {
    failed++;
    console.error(`final start or stop: FAILED ${error.message}`);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
} finally {
  if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `crash test: ${passed} passed, ${failed} failed (${written} writes acknowledged over ${cycles} kills)`,
);
process.exit(failed ? 1 : 0);
