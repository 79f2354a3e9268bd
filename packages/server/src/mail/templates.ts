// E-mails in the recipient's language (EN / SE).
import type { Language } from '@hemvakt/contract/common';
import type { Mail } from './mailer';

interface LinkMail {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

const TEXTS = {
  verification: {
    EN: {
      subject: 'Confirm your e-mail for Hemvakt',
      greeting: 'Hi {name},',
      body: 'Welcome to Hemvakt! Confirm your e-mail address and finish creating your account.',
      action: 'Complete registration',
      footer: 'The link is valid for 24 hours. If you did not sign up, ignore this e-mail.',
    },
    SE: {
      subject: 'Bekräfta din e-post för Hemvakt',
      greeting: 'Hej {name},',
      body: 'Välkommen till Hemvakt! Bekräfta din e-postadress och slutför ditt konto.',
      action: 'Slutför registreringen',
      footer: 'Länken gäller i 24 timmar. Om du inte registrerade dig kan du bortse från detta mejl.',
    },
  },
  reset: {
    EN: {
      subject: 'Reset your Hemvakt password',
      greeting: 'Hi {name},',
      body: 'Someone asked to reset the password of your Hemvakt account. Choose a new password with the link below.',
      action: 'Choose a new password',
      footer: 'The link is valid for 1 hour. If you did not ask for this, ignore this e-mail.',
    },
    SE: {
      subject: 'Återställ ditt lösenord för Hemvakt',
      greeting: 'Hej {name},',
      body: 'Någon bad om att återställa lösenordet för ditt Hemvakt-konto. Välj ett nytt lösenord med länken nedan.',
      action: 'Välj ett nytt lösenord',
      footer: 'Länken gäller i 1 timme. Om du inte bad om detta kan du bortse från detta mejl.',
    },
  },
  invitation: {
    EN: {
      subject: 'You are invited to {property} on Hemvakt',
      greeting: 'Hi {name},',
      body: '{inviter} has invited you to join the home {property} on Hemvakt.',
      action: 'Answer the invitation',
      footer: 'The invitation is valid for 14 days.',
    },
    SE: {
      subject: 'Du är inbjuden till {property} på Hemvakt',
      greeting: 'Hej {name},',
      body: '{inviter} har bjudit in dig till hemmet {property} på Hemvakt.',
      action: 'Svara på inbjudan',
      footer: 'Inbjudan gäller i 14 dagar.',
    },
  },
  landlordRegistration: {
    EN: {
      subject: 'Create your Hemvakt landlord account',
      greeting: 'Hello,',
      body: 'You have been invited to manage {company} on Hemvakt. Create your landlord account with the link below.',
      action: 'Create landlord account',
      footer: 'The link is valid for 7 days.',
    },
    SE: {
      subject: 'Skapa ditt hyresvärdskonto på Hemvakt',
      greeting: 'Hej,',
      body: 'Du har bjudits in att förvalta {company} på Hemvakt. Skapa ditt hyresvärdskonto med länken nedan.',
      action: 'Skapa hyresvärdskonto',
      footer: 'Länken gäller i 7 dagar.',
    },
  },
} satisfies Record<string, Record<Language, LinkMail>>;

export type MailKind = keyof typeof TEXTS;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fill(template: string, values: Record<string, string>, escape = false): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key] ?? '';
    return escape ? escapeHtml(value) : value;
  });
}

export function linkMail(
  kind: MailKind,
  language: Language,
  to: string,
  link: string,
  values: Record<string, string> = {},
): Mail {
  const t: LinkMail = TEXTS[kind][language];
  const text = [
    fill(t.greeting, values),
    '',
    fill(t.body, values),
    '',
    `${t.action}: ${link}`,
    '',
    t.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;max-width:520px">
<h2 style="color:#0b6e4f">Hemvakt</h2>
<p>${fill(t.greeting, values, true)}</p>
<p>${fill(t.body, values, true)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${t.action}</a></p>
<p style="color:#5b6b7b;font-size:13px">${t.footer}</p>
</body></html>`;
  return { to, subject: fill(t.subject, values), text, html };
}
