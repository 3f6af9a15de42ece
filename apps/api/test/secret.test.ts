import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerEnv } from '../src/config';
import { resolveAppSecret } from '../src/lib/secret';

describe('APP_SECRET', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses the env value when it is long enough and refuses a short one', () => {
    const dir = tempDir();
    expect(resolveAppSecret('x'.repeat(32), dir)).toBe('x'.repeat(32));
    expect(() => resolveAppSecret('short', dir)).toThrow(/at least 32/);
  });

  it('generates a secret once, keeps it in the data dir (mode 600) and reuses it', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = resolveAppSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'app-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAppSecret(undefined, dir)).toBe(first);
  });
});

describe('server environment', () => {
  it('resolves DATA_DIR against the working directory and reads the defaults', () => {
    const env = readServerEnv({ WEB_DIST_DIR: '/nonexistent' }, '/srv/app');
    expect(env).toMatchObject({
      port: 3000,
      dataDir: '/srv/app/data',
      seed: true,
      production: false,
      databaseUrl: undefined,
      webDistDir: undefined,
    });
    expect(
      readServerEnv({ DATA_DIR: '/var/lib/radar', SEED: '0', NODE_ENV: 'production', PORT: '8080' }, '/srv'),
    ).toMatchObject({
      dataDir: '/var/lib/radar',
      seed: false,
      production: true,
      port: 8080,
    });
    expect(() => readServerEnv({ PORT: 'eighty' }, '/srv')).toThrow(/PORT/);
  });
});
