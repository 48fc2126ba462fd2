import { type Brand, PASSWORD_RULES } from '@arrears/domain';
import type { UserRow } from '../../db/schema';
import type { OutgoingMail } from '../mail/mail-outbox';

export function resetLinkFor(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset e-mail: plain text, and the same words as simple HTML. */
export function passwordResetMail(user: UserRow, link: string, brand: Brand): OutgoingMail {
  const minutes = PASSWORD_RULES.resetTokenTtlMs / 60_000;
  const company = brand.companyName;
  const paragraphs = [
    `Hello ${user.firstName},`,
    `We received a request to reset the password of your ${company} account (username: ${user.username}).`,
    `To choose a new password, open this link within ${minutes} minutes. It works once:`,
  ];
  const closing = [
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    company,
  ];
  const text = [...paragraphs, link, ...closing].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    ...paragraphs.map(p),
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    `<p style="font-size: 0.875em; color: #4b5563">Or copy this address into your browser: ${escapeHtml(link)}</p>`,
    ...closing.map(p),
    '</body></html>',
  ].join('\n');
  return { to: user.email, subject: `Reset your ${company} password`, text, html };
}
