// `npm run bench:mail [-- --messages N --engine pglite|postgres --no-write]`: fetches and threads N messages
// (default 10,000) from a Dovecot IMAP server of its own (test/dovecot.ts) into a fresh database (PGlite in a
// temporary folder, or a new database on BENCH_DATABASE_URL / TEST_DATABASE_URL with --engine postgres), through
// the built server's fetcher (mail-fetch.service.ts: IMAP by UID, mailparser, sanitize-html, one transaction per
// mail with its case and the folder mark). The mailbox holds a realistic mix (test/mail-messages.ts): new
// conversations, replies by In-Reply-To, mails naming an order, HTML only, attachments, inline images, other
// charsets. Reports messages per second and the peak memory of the process, and appends to bench/RESULTS.md
// unless --no-write. Needs `npm run build` first and Dovecot (dovecot-imapd).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { ImapFlow } from 'imapflow';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dist = (p) => path.join(root, 'packages/server/dist', p);
const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    engine: { type: 'string', default: 'pglite' },
    'no-write': { type: 'boolean', default: false },
  },
});
const N = Number(values.messages);
if (!fs.existsSync(dist('app.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// the tests' Dovecot and message builders are TypeScript: bundled for this run (esbuild comes with vite)
const helpersDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-bench-mail-'));
await build({
  entryPoints: [
    path.join(root, 'packages/server/test/dovecot.ts'),
    path.join(root, 'packages/server/test/mail-messages.ts'),
  ],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outdir: helpersDir,
  logLevel: 'error',
});
const { startDovecot, hasDovecot } = await import(path.join(helpersDir, 'dovecot.js'));
const mail = await import(path.join(helpersDir, 'mail-messages.js'));
if (!hasDovecot()) {
  console.error('Dovecot is not installed (apt-get install dovecot-imapd)');
  process.exit(1);
}

const { setupDatabase } = await import(dist('db/setup.js'));
const { loadConfig } = await import(dist('config.js'));
const { createMailFetcher } = await import(dist('features/mail-fetch/mail-fetch.service.js'));
const { mailCaseWorkOrders } = await import(dist('features/work-orders/work-order-create.js'));
const { createSecretBox } = await import(dist('shared/mail/secret-box.js'));
const schema = await import(dist('db/schema/index.js'));
const { sql } = await import('drizzle-orm');

/** The database: PGlite in a temporary folder, or a new PostgreSQL database dropped after. */
async function openBenchDatabase(dataDir) {
  if (values.engine !== 'postgres') {
    const { database } = await setupDatabase({
      ...loadConfig({}),
      dataDir,
      demo: false,
      databaseUrl: undefined,
    });
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('--engine postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = `bench_mail_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { database } = await setupDatabase({
    ...loadConfig({}),
    dataDir,
    demo: false,
    databaseUrl: url.toString(),
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The mailbox's mix: of every 20 mails, 10 open a conversation, 5 reply, 1 names an order, 1 HTML, 1 attachment, 1 inline image, 1 other charset. */
function corpus(shop, orderNos) {
  const out = [];
  const firsts = [];
  for (let i = 0; out.length < N; i++) {
    const k = i % 20;
    const from = `c${i % 3000}@customer.test`;
    if (k < 10) {
      const m = mail.plainMail({
        from,
        to: shop,
        subject: `Question ${i}`,
        text: `Hello,\nabout my parcel ${i}.\nThanks`,
      });
      firsts.push(m);
      out.push(m);
    } else if (k < 15 && firsts.length) {
      const to = firsts[(i * 7) % firsts.length];
      out.push(
        mail.replyMail(
          { messageId: to.messageId, subject: 'Question' },
          { from, to: shop, text: `More\n> Hello` },
        ),
      );
    } else if (k === 15)
      out.push(
        mail.plainMail({
          from,
          to: shop,
          subject: `Order ${orderNos[i % orderNos.length]}`,
          text: 'where is it',
        }),
      );
    else if (k === 16)
      out.push(
        mail.htmlOnlyMail({
          from,
          to: shop,
          subject: 'html',
          html: '<p>Hi <b>there</b><script>x()</script></p>'.repeat(5),
        }),
      );
    else if (k === 17)
      out.push(
        mail.attachmentMail({
          from,
          to: shop,
          subject: 'photo',
          text: 'attached',
          attachments: [
            { fileName: 'photo.jpg', contentType: 'image/jpeg', content: Buffer.alloc(20_000, i % 251) },
          ],
        }),
      );
    else if (k === 18)
      out.push(
        mail.inlineImageMail({
          from,
          to: shop,
          subject: 'logo',
          html: '<p><img src="cid:l@x"></p>',
          contentId: 'l@x',
        }),
      );
    else
      out.push(mail.charsetMail({ from, to: shop, subject: '', charset: i % 2 ? 'gb2312' : 'iso-8859-1' }));
  }
  return out.slice(0, N);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-bench-mail-data-'));
const dovecot = await startDovecot();
const { database, drop } = await openBenchDatabase(dataDir);
const db = database.db;
try {
  const secret = 'bench-mail-secret-key-0123456789';
  const password = 'bench-pass';
  const address = 'shop@bench.test';
  dovecot.addUser(address, password);
  const [user] = await db
    .insert(schema.users)
    .values({ email: 'mail.owner@bench.test', name: 'Mail owner', passwordHash: 'x', defaultPassword: false })
    .returning();
  const orderNos = [];
  const [shop] = await db
    .insert(schema.shops)
    .values({ platformId: 13, name: 'Bench shop', site: 'GLOBAL', currency: 'USD' })
    .returning();
  for (let i = 0; i < 50; i++) {
    const orderNo = `BD261128${String(i).padStart(7, '0')}`;
    await db.insert(schema.orders).values({
      orderNo,
      platformId: 13,
      shopId: shop.id,
      currency: 'USD',
      status: 1,
      itemsAmount: '1',
      totalAmount: '1',
      shipName: 'x',
      shipCountry: 'US',
    });
    orderNos.push(orderNo);
  }
  const box = createSecretBox(secret);
  const [mailbox] = await db
    .insert(schema.mailboxes)
    .values({
      address,
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecurity: 'none',
      imapUser: address,
      imapSecret: box.seal(password),
      smtpHost: '127.0.0.1',
      smtpUser: address,
      smtpSecret: box.seal(password),
      downloadsPerFetch: N,
      createdBy: user.id,
    })
    .returning();

  const messages = corpus(address, orderNos);
  const bytes = messages.reduce((s, m) => s + m.raw.length, 0);
  console.log(`appending ${messages.length} messages (${(bytes / 1048576).toFixed(1)} MiB) to Dovecot…`);
  await new Promise((r) => setTimeout(r, 1100)); // Dovecot re-reads its password file at most once a second
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: address, pass: password },
    logger: false,
  });
  await client.connect();
  const appendStart = Date.now();
  for (const m of messages) await client.append('INBOX', m.raw);
  await client.logout();
  const appendSeconds = (Date.now() - appendStart) / 1000;

  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const fetcher = createMailFetcher({
    db,
    dataDir,
    workOrders: mailCaseWorkOrders,
    secretKey: () => secret,
    onInboundMail: [],
    now: () => new Date(),
  });
  console.log('fetching…');
  const started = performance.now();
  const run = await fetcher.fetchMailbox(mailbox.id);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [counts] = (
    await db.execute(
      sql`SELECT (SELECT count(*) FROM mail_messages)::int AS messages, (SELECT count(*) FROM mail_cases)::int AS cases, (SELECT count(*) FROM mail_attachments)::int AS attachments, (SELECT count(*) FROM work_orders WHERE order_id IS NOT NULL)::int AS linked`,
    )
  ).rows;
  const mib = (n) => (n / 1048576).toFixed(0);
  const result = {
    engine: values.engine,
    messages: run.stored,
    stored: Number(counts.messages),
    cases: Number(counts.cases),
    attachments: Number(counts.attachments),
    linked: Number(counts.linked),
    seconds: seconds.toFixed(1),
    perSecond: (run.stored / seconds).toFixed(0),
    rss: `${mib(base.rss)} → ${mib(peakRss)} MiB`,
    heap: `${mib(base.heapUsed)} → ${mib(peakHeap)} MiB`,
    appendSeconds: appendSeconds.toFixed(1),
    mib: (bytes / 1048576).toFixed(1),
  };
  console.table(result);
  if (!values['no-write']) {
    const file = path.join(root, 'bench/RESULTS.md');
    const text = fs.readFileSync(file, 'utf8');
    const at = text.indexOf('\n## ');
    const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${result.engine} | ${result.messages.toLocaleString('en')} (${result.mib} MiB) | ${result.cases.toLocaleString('en')} | ${result.seconds} s | **${result.perSecond}** | ${result.rss} | ${result.heap} |`;
    const section = `\n## ${new Date().toISOString().slice(0, 10)}: issue 14, fetching and threading ${N.toLocaleString('en')} mails (npm run bench:mail)\n\n| when | engine | messages fetched | cases | time | messages/s | RSS before → peak | V8 heap before → peak |\n|---|---|---:|---:|---:|---:|---:|---:|\n${row}\n`;
    fs.writeFileSync(file, `${text.slice(0, at)}${section}${text.slice(at)}`);
  }
} finally {
  await drop();
  await dovecot.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(helpersDir, { recursive: true, force: true });
}
