// The demo mailbox of the server (GET /api/dev/mail, newest first).
import { expect } from 'vitest';
import { baseUrl } from './browser';

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function mails(): Promise<Mail[]> {
  const response = await fetch(`${baseUrl()}/api/dev/mail`);
  if (!response.ok) throw new Error(`GET /api/dev/mail answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails()).find((mail) => mail.to === to && subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The app path of the first link in a mail that starts with `/prefix/`. */
export function linkPath(mail: Mail, prefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^/\\s]+(/${prefix}/[A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No /${prefix}/ link in the mail "${mail.subject}"`);
  return match[1];
}
