import { type Brand, PASSWORD_RULES, type PreferredLanguage } from '@arrears/domain';
import type { UserRow } from '../../db/schema';
import { messagesFor } from '../../i18n/t';
import type { OutgoingMail } from '../../providers/mail/mail-outbox';

export function resetLinkFor(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset e-mail in `lang`: plain text, and the same words as simple HTML (decision 0097 for its audience). */
export function passwordResetMail(
  user: UserRow,
  link: string,
  brand: Brand,
  lang: PreferredLanguage = 'en',
): OutgoingMail {
  const m = messagesFor(lang, 'passwords');
  const values = {
    company: brand.companyName,
    firstName: user.firstName,
    username: user.username,
    minutes: PASSWORD_RULES.resetTokenTtlMs / 60_000,
    link,
  };
  const paragraphs = [
    m('resetMail.greeting', values),
    m('resetMail.requested', values),
    m('resetMail.openLink', values),
  ];
  const closing = [m('resetMail.ignore'), brand.companyName];
  const text = [...paragraphs, link, ...closing].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html${lang === 'en' ? '' : ` lang="${lang}"`}><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">`,
    ...paragraphs.map(p),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(m('resetMail.linkText'))}</a></p>`,
    `<p style="font-size: 0.875em; color: #4b5563">${escapeHtml(m('resetMail.copyLink', values))}</p>`,
    ...closing.map(p),
    '</body></html>',
  ].join('\n');
  return {
    to: user.email,
    subject: m('resetMail.subject', values),
    text,
    html,
    // A debtor is a consumer: their reset comes from a debt collector and says so, in full (no account
    // at hand to tell a first communication from a later one). Staff and client users' is operational.
    audience:
      user.role === 'debtor'
        ? { consumer: { accountId: null, languages: [lang] } }
        : { operational: 'staff_password_reset' },
  };
}
