// Runs vitest and ends with the plain line `<label>: N passed, N failed` that CI reads.
// Usage: node scripts/run-vitest.mjs <label> [vitest arguments...]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [label, ...args] = process.argv.slice(2);
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hemvakt-vitest-'));
const report = join(dir, 'report.json');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { stdio: 'inherit', cwd: process.cwd() },
);
let summary = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTotalTests: 0 };
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  summary.numFailedTests = 1;
}
rmSync(dir, { recursive: true, force: true });
const failed = summary.numFailedTests + (result.status !== 0 && summary.numFailedTests === 0 ? 1 : 0);
console.log(
  `\n${label}: ${summary.numPassedTests} passed, ${failed} failed, ${summary.numPendingTests} skipped`,
);
process.exit(result.status ?? 1);
