import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

/** Redis for the suites that need it (TEST_REDIS_URL, set by .ci/run when Redis answers on 6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** Is a redis-server binary on this machine (for the suites that stop and start their own Redis)? */
export const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A Redis server of the test's own on `port` (never the shared one): no persistence, so a kill loses everything,
 * as a Redis crash does. Resolves once it accepts connections.
 */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${out}`));
    });
  });
  child.stdout?.resume();
  return child;
}

/** Kills a Redis started by startRedis and waits until it is gone. */
export async function killRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

/** Resolves when `ok()` holds, polling every 20 ms; rejects after timeoutMs. */
export async function until(ok: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
