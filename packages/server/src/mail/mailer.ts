// The one mailer: SMTP when SMTP_URL is set, otherwise the outbox table (readable at /dev/mail in the demo).
import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import { newId } from '../lib/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `db` lets a service write the mail in its own transaction (outbox). */
  send(mail: Mail, db?: Db): Promise<void>;
  close(): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail, db: Db = this.db): Promise<void> {
    await db.query(
      'INSERT INTO mail_outbox (id, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)',
      [newId(), mail.to, mail.subject, mail.text, mail.html],
    );
  }

  async close(): Promise<void> {}
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
