// What the benchmarks share: their command-line options, pinning the server and the load generator to
// separate cores, and the benchmark database (PGlite directory kept in the temp folder, or
// BENCH_DATABASE_URL for PostgreSQL).
import { execFileSync } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';

export function benchOptions(defaults: { duration: string }) {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '100' },
      duration: { type: 'string', default: defaults.duration },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      /** Only the targets whose names contain this (repeatable, case-insensitive): `--only radar --only ideas`. */
      only: { type: 'string', multiple: true, default: [] },
    },
  });
  return {
    scale: Number(values.scale),
    duration: Number(values.duration),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    only: values.only.map((word) => word.toLowerCase()),
  };
}

/** Keeps all threads of a process on one core (taskset, Linux); false when that is not possible. */
export function trySetAffinity(pid: number, core: number): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * On a machine with a few cores the load generator and the server fight for the same core unless told
 * otherwise, and which of them wins changes from run to run. With taskset and at least two cores this
 * process (the server) stays on core 0 and each load generator is put on core 1 (BENCH_PIN=0: no pinning).
 */
export function pinServerToCoreZero(): boolean {
  return process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && trySetAffinity(process.pid, 0);
}

export async function openBenchDatabase(scale: number) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), `investradar-bench-scale-${scale}`);
  const database = await openDatabase(
    // As the server opens it (src/main.ts): every pooled connection open from the start.
    databaseUrl ? { kind: 'postgres', url: databaseUrl, warm: true } : { kind: 'pglite', dataDir },
  );
  await database.migrate();
  return { database, where: databaseUrl ? 'PostgreSQL' : dataDir };
}
