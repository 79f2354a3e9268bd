// Starts the real server in-process for a test file: on a copy of the migrated PGlite template, or on a
// fresh PostgreSQL database when DATABASE_URL is set. Each app is a cluster of its own on the broker.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions, type ServerConfig } from '../src/app';
import { pgliteDb, postgresDb, type Db } from '../src/db/db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '.',
    mqttPort: 0,
    // The machine's broker (Mosquitto in CI) when MQTT_URL is set; otherwise the embedded one.
    mqttUrl: process.env.MQTT_URL || undefined,
    // Test files run side by side on one broker: each would otherwise take a share of the others' gateways.
    clusterName: `test-${randomBytes(6).toString('hex')}`,
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:8080',
    demo: false,
    demoPassword: 'hemvakt-demo',
    mailFrom: 'Hemvakt <test@hemvakt.local>',
    authRateLimitMax: 1000,
    keyRateLimitMax: 1000,
    oauthIssuers: [],
    allowedOrigins: [],
    logLevel: 'silent',
    vapidSubject: 'mailto:test@hemvakt.local',
    ...overrides,
  };
}

export interface TestDb {
  db: Db;
  /** Another connection pool on the same PostgreSQL database (another instance of a cluster). */
  connectAgain?: () => Db;
  /** The PostgreSQL database's URL (none for PGlite). */
  url?: string;
  drop: () => Promise<void>;
}

/** A migrated database of its own: a copy of the PGlite template, or a fresh PostgreSQL database. */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject('pgliteTemplate'));
    const lite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return { db: pgliteDb(lite), drop: () => lite.close() };
  }
  const name = `hemvakt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pools: pg.Pool[] = [];
  const connectAgain = () => {
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 5 });
    pool.on('error', () => {}); // DROP DATABASE ... WITH (FORCE) ends clients the pool is still closing
    pools.push(pool);
    return postgresDb(pool);
  };
  return {
    db: connectAgain(),
    connectAgain,
    url: dbUrl.toString(),
    drop: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** One server instance on an open database; closing it leaves the database to the caller. */
export async function startInstance(
  config: ServerConfig,
  db: Db,
  options: Pick<BuildOptions, 'clock'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(config, { ...options, db, logger: false });
  await app.ready();
  return app;
}

export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: Pick<BuildOptions, 'clock'> = {},
): Promise<TestApp> {
  const { db, drop } = await openTestDb();
  const config = testConfig(overrides);
  const app = await startInstance(config, db, options);
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}
