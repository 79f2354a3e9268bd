// Builds the web app when packages/web/dist is missing or older than its sources (run after install
// and before start, so that `npm start` serves the current app without waiting for a build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'packages/web/dist/index.html');
const sources = ['packages/web/src', 'packages/web/index.html', 'packages/contract/src'].map((p) =>
  join(root, p),
);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildWebIfStale() {
  const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
  if (!stale) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@hemvakt/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
