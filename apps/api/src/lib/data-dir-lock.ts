// One process at a time on a PGlite data directory: PGlite keeps the database in its own process's
// memory and writes it back to the directory, so two processes on one directory each serve their own
// copy and overwrite the other's writes. The lock is a file created exclusively (O_EXCL) in the
// directory, naming its holder; a holder that no longer runs (kill -9, a crash) is detected and its
// lock taken over.
import { hostname } from 'node:os';
import path from 'node:path';
import { linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync, fsyncSync } from 'node:fs';

export const LOCK_FILE = '.investradar.lock';

export interface LockHolder {
  pid: number;
  /** Linux: the process's start time in clock ticks since boot, which tells a reused pid apart. */
  startTicks?: string;
  host: string;
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `DATA_DIR ${dataDir} is in use by another process: pid ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''} ` +
        `(${holder.command}), since ${holder.since}. Stop it first, or point DATA_DIR elsewhere: two processes on one PGlite ` +
        `directory would each keep their own copy of the data and lose the other's writes. ` +
        `(Lock file: ${path.join(dataDir, LOCK_FILE)}; it is taken over automatically once that process has ended.)`,
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields after the parenthesised command name start at field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the holder may still be running. A holder on another host cannot be checked: it is. */
function holderAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // The pid runs, but it may have been handed to another process since (a container's pid 1).
  const ticks = startTicks(holder.pid);
  return !(holder.startTicks && ticks && ticks !== holder.startTicks);
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

const sameHolder = (a: LockHolder | undefined, b: LockHolder) =>
  a?.pid === b.pid && a.since === b.since && a.host === b.host;

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the directory's lock or throws DataDirLockedError naming the process that holds it. The lock
 * is released by release() and, failing that, when this process exits normally.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(' ')): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const ticks = startTicks(process.pid);
  const me: LockHolder = {
    pid: process.pid,
    ...(ticks ? { startTicks: ticks } : {}),
    host: hostname(),
    command,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // Unreadable: being written by its creator this very moment (or damaged); look again.
      if (!holder) {
        if (attempt < 4) continue;
        throw new DataDirLockedError(dataDir, { pid: 0, host: '?', command: 'unreadable lock file', since: '?' });
      }
      if (holderAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // Stale: move it aside (atomic), then make sure what was moved is the stale lock and not a lock
      // another process has just taken over in between; if it is theirs, put it back.
      const aside = `${file}.stale-${process.pid}-${attempt}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readHolder(aside);
      if (!sameHolder(moved, holder) && moved && holderAlive(moved)) {
        try {
          linkSync(aside, file);
        } catch {
          // someone holds the path again; the loop reads it
        }
        unlinkSync(aside);
        continue;
      }
      unlinkSync(aside);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    fsyncSync(fd);
    closeSync(fd);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      if (sameHolder(readHolder(file), me)) unlinkSync(file);
    };
    process.on('exit', release);
    return { release };
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, holder ?? { pid: 0, host: '?', command: 'unknown', since: '?' });
}

/** For entry points: a held lock ends the process with its message alone (no stack trace). */
export function exitIfLocked(error: unknown): never {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
