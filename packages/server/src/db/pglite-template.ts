// A fresh PGlite database takes seconds to initialise (initdb in WebAssembly). After install we make one
// empty cluster and keep its dump; a first start then unpacks it in under a second.
// Run directly (postinstall) to create the dump when it is missing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const TEMPLATE_FILE = join(ROOT, 'node_modules/.cache/hemvakt/pglite-template.tar.gz');

export async function createTemplate(file = TEMPLATE_FILE): Promise<void> {
  const lite = await PGlite.create('memory://');
  const dump = await lite.dumpDataDir('gzip');
  await lite.close();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** Opens the PGlite database in `dir`, unpacking the template when the folder is new. */
export async function openPglite(dir: string): Promise<PGlite> {
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  if (isNew && existsSync(TEMPLATE_FILE)) {
    return PGlite.create(dir, { loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]) });
  }
  return PGlite.create(dir);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !existsSync(TEMPLATE_FILE)) {
  await createTemplate();
  console.log('Prepared the embedded database template.');
}
