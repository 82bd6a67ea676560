// How bench/run.mjs and bench/work-orders.mjs time a call: the API through `app.inject` against the built server
// (signed in), beside the SQL of the same call (every SELECT it sent, captured with its parameters and replayed one
// after another on the same client), both after an untimed first call so that both find the same pages warm, plus
// EXPLAIN ANALYZE of the slowest statement.

export const rowsOf = (result) => (Array.isArray(result) ? result : result.rows);

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

/**
 * One turn of the event loop. `app.inject` ends a response with work queued for the loop's check phase (the mock
 * socket's close); a loop of awaited calls that never lets the loop turn keeps earlier responses alive for the
 * garbage collector to copy (12 KB a call for a call answered without the database; the database calls here let
 * the loop turn most of the time, 0.6 KB a call). A served request always returns to the loop, so each timed call
 * starts from a settled one.
 */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Collects the statements the server sends while on: pass `capture.log` to openDatabase as `logQuery`. */
export function createCapture() {
  let list = null;
  return {
    log: (text, params) => list?.push({ text, params }),
    start: () => {
      list = [];
    },
    stop: () => {
      const sent = list ?? [];
      list = null;
      return sent;
    },
  };
}

/**
 * Times one case `runs` times: c.api(i) answers the inject options of run i. Answers p50/p95 of the API and of the
 * replayed SQL, the EXPLAIN ANALYZE time (and plan, as text) of the slowest statement, the statements a call
 * sends, the rows of the page and the total the call answered.
 */
export async function measureCase({ app, client, capture, c, runs }) {
  const apiTimes = [];
  const sqlTimes = [];
  let slowest = null;
  let statements = 0;
  let rows = 0;
  let total = null;
  for (let i = -3; i < runs; i++) {
    const k = Math.max(0, i);
    // a first call, untimed, reads the pages its statements need and says which statements those are; then the
    // statements alone and the call again are timed, both on the same warm pages
    capture.start();
    const first = await app.inject(c.api(k));
    // the reads (a UNION of parenthesised SELECTs opens with its brackets)
    const sent = capture.stop().filter((s) => /^[\s(]*(select|with)\b/i.test(s.text));
    if (first.statusCode !== 200)
      throw new Error(`${c.name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
    let sqlMs = 0;
    let t;
    await settle();
    for (const s of sent) {
      t = performance.now();
      await client.query(s.text, s.params);
      const took = performance.now() - t;
      sqlMs += took;
      if (i === 0 && (!slowest || took > slowest.took)) slowest = { ...s, took };
    }
    await settle();
    t = performance.now();
    const res = await app.inject(c.api(k));
    const apiMs = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i >= 0) {
      const data = res.json().data;
      rows = data?.list?.length ?? 1;
      total = data?.total ?? null;
      apiTimes.push(apiMs);
      sqlTimes.push(sqlMs);
      statements = sent.length;
    }
  }
  const explained = rowsOf(
    await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${slowest.text}`, slowest.params),
  )[0];
  const plan = explained['QUERY PLAN'] ?? Object.values(explained)[0];
  const parsed = (Array.isArray(plan) ? plan : JSON.parse(plan))[0];
  const textPlan = rowsOf(await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${slowest.text}`, slowest.params))
    .map((r) => r['QUERY PLAN'] ?? Object.values(r)[0])
    .join('\n');
  return {
    name: c.name,
    apiP50: percentile(apiTimes, 50),
    apiP95: percentile(apiTimes, 95),
    sqlP50: percentile(sqlTimes, 50),
    sqlP95: percentile(sqlTimes, 95),
    explainMs: parsed['Execution Time'],
    slowest: { text: slowest.text, params: slowest.params, plan: textPlan },
    statements,
    rows,
    total,
  };
}
