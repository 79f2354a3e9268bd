// The data folder: a lock so two servers never open one PGlite database, and the generated JWT secret.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newSecret } from './lib/secrets';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes DATA_DIR/hemvakt.lock for this process (a stale lock of a dead process is taken over). */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'hemvakt.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `Another Hemvakt server (pid ${pid}) is using ${dataDir}; stop it or set another DATA_DIR.`,
      );
    }
    unlinkSync(lockFile);
  }
  const fd = openSync(lockFile, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    if (existsSync(lockFile)) unlinkSync(lockFile);
  };
}

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function jwtSecretFor(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = newSecret(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
