// Mails a landlord registration link: `npm run invite-landlord -- <email> "<company>" [EN|SE]`.
// With the embedded database, stop the server first (one process owns DATA_DIR); with DATABASE_URL, any time.
import { join } from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir } from '../data-dir';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { OutboxMailer, SmtpMailer } from '../mail/mailer';
import { inviteLandlord } from '../modules/landlord-registration/landlord-registration.service';

const [email, companyName, language = 'EN'] = process.argv.slice(2);
if (!email || !companyName || (language !== 'EN' && language !== 'SE')) {
  console.error('usage: npm run invite-landlord -- <email> "<company name>" [EN|SE]');
  process.exit(2);
}
const config = loadConfig(process.env);
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
try {
  await migrate(db);
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
  const link = await inviteLandlord({ db, mailer, config }, { email, companyName, language });
  await mailer.close();
  console.log(`Registration link sent to ${email}: ${link}`);
} finally {
  await db.close();
  release();
}
