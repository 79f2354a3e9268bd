// Starts Hemvakt: config from the environment, the data folder, the app, the demo, and a clean stop on SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { jwtSecretFor, lockDataDir } from './data-dir';
import { vapidKeysFor } from './integrations/push/vapid-keys';
import { seedDemo } from './demo/seed';
import { demoKeyLinks } from './demo/demo-locks';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const app = await buildApp({
    ...config,
    jwtSecret: jwtSecretFor(config.dataDir, config.jwtSecret),
    vapid: vapidKeysFor(config.dataDir, config.vapid),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    try {
      await app.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (config.demo) {
    if (await seedDemo(app.hemvakt)) app.log.info('demo seeded');
    await app.hemvakt.devices.simulators?.startAll();
    printDemo(
      config.publicUrl,
      config.demoPassword,
      demoKeyLinks(config.publicUrl, app.hemvakt.config.jwtSecret),
    );
  } else {
    app.log.warn('HEMVAKT_DEMO=0: nothing is seeded; create accounts by signing up');
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nHemvakt is running at ${config.publicUrl}\n`);
}

function printDemo(publicUrl: string, password: string, keys: { name: string; url: string }[]): void {
  console.log(`
Demo seeded. Log in at ${publicUrl}/login with password "${password}":
  owner@demo.hemvakt.se     Home Owner of "Villa Solbacken" (rooms, a member) and "Sommarstugan"
  member@demo.hemvakt.se    House Member of "Villa Solbacken"
  tenant@demo.hemvakt.se    Tenant of apartment 1101, Storgatan 12
  landlord@demo.hemvakt.se  Main landlord of Storgatan 12 (6 apartments)
Mails go to the demo mailbox: ${publicUrl}/dev/mail
Smart-lock key links of Villa Solbacken (open them in any browser, no login):
${keys.map((key) => `  ${key.name}: ${key.url}`).join('\n')}
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
