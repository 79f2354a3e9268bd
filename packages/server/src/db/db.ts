// One query layer for PGlite (embedded) and PostgreSQL (DATABASE_URL): repos write plain SQL against `Db`.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from './pglite-template';

export type Row = Record<string, unknown>;

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction; nested calls reuse it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function one<T extends Row>(db: Db, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

function txDb(kind: Db['kind'], conn: Queryable): Db {
  const tx: Db = {
    kind,
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await conn.query<T>(sql, params)).rows,
    transaction: (fn) => fn(tx),
    close: async () => {},
  };
  return tx;
}

export function pgliteDb(lite: PGlite): Db {
  return {
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await lite.query<T>(sql, params)).rows,
    transaction: (fn) => lite.transaction((tx) => fn(txDb('pglite', tx))),
    close: () => lite.close(),
  };
}

export function postgresDb(pool: pg.Pool): Db {
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await pool.query<T & pg.QueryResultRow>(sql, params)).rows,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(txDb('postgres', client as Queryable));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDb(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ended (restart, failover) must not crash the process;
    // the pool replaces it and the next query reports any lasting problem.
    pool.on('error', () => {});
    await pool.query('SELECT 1');
    return postgresDb(pool);
  }
  return pgliteDb(opts.pgliteDir ? await openPglite(opts.pgliteDir) : await PGlite.create('memory://'));
}
