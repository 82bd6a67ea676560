import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server.js';

/** Is Dovecot (Debian's dovecot-imapd, installed by .ci/run) on this machine? */
export const hasDovecot = () => spawnSync('dovecot', ['--version']).status === 0;

export type Dovecot = {
  host: string;
  port: number;
  /** Adds a mail account (user = its address) with this password; its INBOX exists once it signs in. */
  addUser: (user: string, password: string) => void;
  stop: () => Promise<void>;
};

const isRoot = () => process.getuid?.() === 0;

/**
 * A Dovecot IMAP server of the test's own: a throw-away folder with its config, password file and Maildirs, on a
 * free port of 127.0.0.1, plain-text login without TLS (loopback only). Run as root (CI), its processes take
 * Debian's dovecot and dovenull users; otherwise they run as the current user. Tests fill the mailboxes with
 * IMAP APPEND, as any mail client would.
 */
export async function startDovecot(): Promise<Dovecot> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backdesk-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const me = os.userInfo().username;
  const internalUser = isRoot() ? 'dovecot' : me;
  const loginUser = isRoot() ? 'dovenull' : me;
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir);
  if (isRoot()) spawnSync('chown', ['dovecot:dovecot', mailDir]);
  const users = path.join(dir, 'users');
  fs.writeFileSync(users, '');
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
first_valid_uid = 0
mail_location = maildir:${mailDir}/%u
mail_uid = ${internalUser}
mail_gid = ${internalUser}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${users}
}
userdb {
  driver = static
  args = home=${mailDir}/%u
}
`,
  );
  const child: ChildProcess = spawn('dovecot', ['-F', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  await waitForPort(port, child, () => output, dir);
  return {
    host: '127.0.0.1',
    port,
    addUser(user, password) {
      fs.appendFileSync(users, `${user}:{PLAIN}${password}\n`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string, dir: string) {
  const net = await import('node:net');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(String(data).startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = fs.existsSync(path.join(dir, 'dovecot.log'))
    ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8')
    : '';
  child.kill('SIGKILL');
  throw new Error(`dovecot did not start on ${port}: ${output()}\n${log}`);
}
