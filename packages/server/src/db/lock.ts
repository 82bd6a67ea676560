import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Backdesk server (pid ${pid}) is using the data folder ${dataDir}. ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Is a process with this pid running (a zombie or another program's reused pid does not count)? */
function isLiveServer(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: state is the field after the parenthesised command name.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (state === 'Z' || state === 'X') return false;
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('node');
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

export type DataDirLock = { file: string; release: () => void };

/**
 * Takes the data folder's lock file, so a second server is refused before it touches the database.
 * A lock left by a dead (or zombie) process is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'backdesk.lock');
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          try {
            const held = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number };
            if (held.pid === process.pid) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = 0;
      try {
        pid = Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number }).pid);
      } catch {
        // unreadable or half-written lock: stale
      }
      if (pid !== process.pid && isLiveServer(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** The pid holding the data folder's lock, if a live server holds it. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(
      (JSON.parse(fs.readFileSync(path.join(dataDir, 'backdesk.lock'), 'utf8')) as { pid: number }).pid,
    );
    return isLiveServer(pid) ? pid : null;
  } catch {
    return null;
  }
}
