// The demo's mailbox: every mail the outbox holds, as JSON (/api/dev/mail) and as a page (/dev/mail).
import type { FastifyInstance } from 'fastify';
import { listDevMail, type OutboxMail } from '@hemvakt/contract/dev';
import type { Deps } from '../../deps';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerDevMailRoutes(app: FastifyInstance, { calls, db }: Deps): void {
  async function listMail(): Promise<OutboxMail[]> {
    const rows = await db.query<{
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      created_at: Date;
    }>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT 200');
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  calls.add(listDevMail, listMail);

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listMail();
    const items = mails
      .map(
        (
          m,
        ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>To ${escapeHtml(m.to)} · ${m.createdAt}</small></header>
<iframe title="${escapeHtml(m.subject)}" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(m.html)}"></iframe></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Hemvakt demo mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:760px;color:#1b2a3a}article{border:1px solid #d0d7de;border-radius:8px;margin:1rem 0;padding:1rem}iframe{width:100%;height:300px;border:0}</style>
</head><body><h1>Demo mailbox</h1><p>E-mails Hemvakt would have sent (no SMTP_URL is configured).</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
}
