import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'app-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * APP_SECRET signs the anti-forgery tokens. Without the env variable a random one is generated once and
 * kept in the data directory, so tokens stay valid across restarts.
 */
export function resolveAppSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret) {
    if (envSecret.length < MIN_SECRET_LENGTH)
      throw new Error(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return envSecret;
  }
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(file, 0o600);
  return generated;
}
