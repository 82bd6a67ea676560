// `npm run bench:load [-- --agents N --duration S --think MS --orders N --engines postgres,pglite]`: N simulated
// agents (default 200), each signed in with its own session, work a shift against the built server on
// 127.0.0.1 for a bounded time: open the order list and order details, search, fill the refund form and create
// a refund, review it (a leader's call), and look at the resends. Each agent waits a random think time (0.5 to
// 1.5 × --think, default 3000 ms) between calls. Reports p50/p95/p99 and errors per call as a Markdown table.
// A fresh database per engine (`npm run seed` of --orders orders, default 20,000), removed afterwards. Needs
// the build first. Never part of `npm test`.
import { fork } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { serveBenchApp } from './bench-server.mjs';

const { values } = parseArgs({
  options: {
    agents: { type: 'string', default: '200' },
    duration: { type: 'string', default: '120' },
    think: { type: 'string', default: '3000' },
    orders: { type: 'string', default: '20000' },
    engines: { type: 'string' },
    serve: { type: 'string' },
  },
});
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const AGENTS = Number(values.agents);

if (values.serve) {
  const served = await serveBenchApp(
    values.serve,
    pgUrl,
    async (q, hash, stamp) => {
      const { permissionCatalogue } = await import('../packages/domain/dist/index.js');
      const [role] = await q(
        `INSERT INTO roles (name, all_platforms) VALUES ('bench load ${stamp}', true) RETURNING id`,
      );
      for (const p of permissionCatalogue)
        await q(`INSERT INTO role_permissions (role_id, code, tag) VALUES (${role.id}, '${p.code}', 4)`);
      const emails = [];
      for (let i = 0; i < AGENTS; i++) {
        const email = `bench.load.${i}.${stamp}@example.com`;
        const [user] = await q(
          `INSERT INTO users (email, name, password_hash, default_password) VALUES ('${email}', 'Agent ${i}', '${hash}', false) RETURNING id`,
        );
        await q(`INSERT INTO user_roles VALUES (${user.id}, ${role.id})`);
        emails.push(email);
      }
      return emails;
    },
    { seedOrders: Number(values.orders) },
  );
  // website orders (refundable by the original route) with a shipped package, spread over the agents
  const orders = await served.q(
    `SELECT o.id, o.order_no FROM orders o WHERE o.platform_id = 1
       AND EXISTS (SELECT 1 FROM packages p WHERE p.order_id = o.id) ORDER BY o.id DESC LIMIT ${AGENTS * 20}`,
  );
  process.send?.({ port: served.port, tokens: served.tokens, kind: served.kind, orders });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await served.stop();
      process.exit(0);
    }
  });
} else {
  await main();
}

async function main() {
  const engines = (values.engines ?? (pgUrl ? 'postgres,pglite' : 'pglite')).split(',');
  const duration = Number(values.duration) * 1000;
  const think = Number(values.think);
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ');
  const lines = [
    `${AGENTS} agents, ${values.duration} s, think time ${think / 2}–${(think * 3) / 2} ms, ${values.orders} seeded orders; ` +
      `${os.cpus().length} cores, Node ${process.version}; load average before: ${load()}.`,
  ];
  for (const engine of engines) {
    const child = fork(
      import.meta.filename,
      ['--serve', engine, '--agents', String(AGENTS), '--orders', values.orders],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const ready = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const stats = await shift(`http://127.0.0.1:${ready.port}`, ready.tokens, ready.orders, duration, think);
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    lines.push('', `### ${ready.kind}`, '', ...table(stats), '', `Load average after: ${load()}.`);
  }
  console.log(lines.join('\n'));
}

/** Runs every agent until the deadline; answers the timings (ms) and failures per call. */
async function shift(base, tokens, orders, duration, think) {
  const stats = new Map();
  const record = (name, ms, ok, detail) => {
    const s = stats.get(name) ?? { times: [], errors: 0, samples: new Set() };
    s.times.push(ms);
    if (!ok) {
      s.errors += 1;
      if (s.samples.size < 3) s.samples.add(detail);
    }
    stats.set(name, s);
  };
  const deadline = Date.now() + duration;
  const call = async (name, token, method, url, body) => {
    const started = performance.now();
    try {
      const res = await fetch(base + url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      const json = await res.json();
      const ok = res.ok && json.isSuccess !== false;
      record(name, performance.now() - started, ok, `${res.status} ${json.code ?? ''}`);
      return ok ? json.data : null;
    } catch (error) {
      record(name, performance.now() - started, false, String(error.name ?? error));
      return null;
    }
  };
  const pause = () => new Promise((r) => setTimeout(r, think * (0.5 + Math.random())));

  async function agent(i) {
    const token = tokens[i];
    const mine = orders.filter((_, k) => k % tokens.length === i);
    let next = 0;
    await new Promise((r) => setTimeout(r, Math.random() * think)); // agents start spread out
    while (Date.now() < deadline) {
      const order = mine[next++ % Math.max(1, mine.length)];
      await call(
        'order list (POST /api/csOrderParent/search)',
        token,
        'POST',
        '/api/csOrderParent/search',
        {},
      );
      await pause();
      if (!order || Date.now() >= deadline) continue;
      await call(
        'order details (GET /api/csOrderParent/view)',
        token,
        'GET',
        `/api/csOrderParent/view?id=${order.id}`,
      );
      await pause();
      const searchBody = { search: order.order_no, searchType: 'orderNo', dataSource: 'order' };
      await call('global search: order number (POST /api/search)', token, 'POST', '/api/search', searchBody);
      await pause();
      await call('resend list (POST /api/csCrmRepost/search)', token, 'POST', '/api/csCrmRepost/search', {});
      await pause();
      if (next > mine.length || Date.now() >= deadline) continue; // each order is refunded once
      const info = await call(
        'refund form (GET /api/v2/refund/refund-add-info)',
        token,
        'GET',
        `/api/v2/refund/refund-add-info?orderId=${order.id}`,
      );
      const pkg = info?.packages?.find((p) => p.lines.some((l) => l.quantity > l.refundedQuantity));
      await pause();
      if (!pkg || Date.now() >= deadline) continue;
      const made = await call(
        'refund create (POST /api/v2/refund/createRefund)',
        token,
        'POST',
        '/api/v2/refund/createRefund',
        {
          serialNumber: `bench-${i}-${order.id}-${Date.now()}`,
          orderId: order.id,
          packages: [
            {
              packageNo: pkg.packageNo,
              products: pkg.lines
                .filter((l) => l.quantity > l.refundedQuantity)
                .map((l) => ({ detailId: l.orderLineId, quantity: 1 })),
              percent: '100',
              orderProblemType: 2,
              deliveryStatus: '1',
              reason: '商品破损',
              reasonEn: 'Item damaged',
              refundRoute: '1',
            },
          ],
        },
      );
      await pause();
      const id = made?.refunds?.[0]?.id;
      if (id && Date.now() < deadline) {
        await call('refund review (POST /api/csRefund/aduit)', token, 'POST', '/api/csRefund/aduit', {
          ids: [id],
        });
        await pause();
      }
    }
  }
  await Promise.all(tokens.map((_, i) => agent(i)));
  return stats;
}

function table(stats) {
  const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
  const rows = [
    '| call | calls | p50 ms | p95 ms | p99 ms | errors | error samples |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  const all = [];
  let errors = 0;
  for (const [name, s] of stats) {
    const t = [...s.times].sort((a, b) => a - b);
    all.push(...t);
    errors += s.errors;
    rows.push(
      `| ${name} | ${t.length} | ${pct(t, 50).toFixed(1)} | ${pct(t, 95).toFixed(1)} | ${pct(t, 99).toFixed(1)} | ${s.errors} | ${[...s.samples].join(', ')} |`,
    );
  }
  all.sort((a, b) => a - b);
  if (all.length)
    rows.push(
      `| **all calls** | ${all.length} | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} | ${pct(all, 99).toFixed(1)} | ${errors} | |`,
    );
  return rows;
}
