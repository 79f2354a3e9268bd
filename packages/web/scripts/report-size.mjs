// Prints the gzip size of each page's initial JavaScript — its entry chunk plus every chunk it imports
// statically, read from Vite's manifest — and fails when a page is over its budget: the app 250 kB,
// the key page (key.html, opened by strangers on phones) 100 kB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGETS = { 'index.html': 250 * 1000, 'key.html': 100 * 1000 };
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The initial chunks of one entry and their sizes. */
function initialOf(entryKey) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...files].map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

let failed = false;
for (const [entryKey, budget] of Object.entries(BUDGETS)) {
  if (!manifest[entryKey]?.isEntry) {
    console.error(`report-size: no entry ${entryKey} in the Vite manifest`);
    process.exit(1);
  }
  const rows = initialOf(entryKey).sort((a, b) => b.gzip - a.gzip);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\nInitial JavaScript of ${entryKey} (entry + static imports):`);
  for (const row of rows)
    console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`);
  console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`);
  console.log(`  budget ${kb(budget)} gzip`);
  if (gzip > budget) {
    console.error(
      `report-size: ${entryKey} loads ${kb(gzip)} gzip of JavaScript, over its ${kb(budget)} budget`,
    );
    failed = true;
  }
}
const lazyCount = Object.values(manifest).filter(
  (chunk) => chunk.file.endsWith('.js') && !chunk.isEntry,
).length;
console.log(`\n${lazyCount} more chunks load on demand\n`);
if (failed) process.exit(1);
