// `npm test`: type checks, lint, unit and integration tests, then browser tests. Every step runs even when
// an earlier one fails, so each suite prints its `N passed, N failed` line; the exit code is the first failure's.
import { spawnSync } from 'node:child_process';

const steps = ['typecheck', 'lint', 'test:unit', 'test:e2e'];
let status = 0;
for (const step of steps) {
  const result = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const code = result.status ?? 1;
  if (code !== 0) console.log(`\n${step}: failed (exit ${code})`);
  if (status === 0) status = code;
}
process.exit(status);
