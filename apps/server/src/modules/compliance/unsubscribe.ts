import type { Brand } from '@arrears/domain';
import { COMPLIANCE_MESSAGES } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { contactEvents, contactPreferences, debtAccounts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { readUnsubscribeToken } from './opt-out';

export const UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid. Please use the link of the latest e-mail, or call us to opt out.';

/**
 * GET /api/unsubscribe?token=…: the e-mail opt-out of the link's account (source email_unsubscribe),
 * once: opening the link again changes nothing. Answers whether the token was ours.
 */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<boolean> {
  const target = readUnsubscribeToken(deps.config.sessionSecret, token);
  if (!target) return false;
  const [account] = await deps.db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, target.accountId));
  if (!account) return false;
  await deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: contactPreferences.id })
      .from(contactPreferences)
      .where(
        and(
          eq(contactPreferences.debtAccountId, account.id),
          eq(contactPreferences.kind, 'opt_out_email'),
          isNull(contactPreferences.revokedAt),
        ),
      )
      .limit(1);
    if (live) return;
    const [row] = await tx
      .insert(contactPreferences)
      .values({
        debtAccountId: account.id,
        kind: 'opt_out_email',
        source: 'email_unsubscribe',
        note: `Unsubscribe link of an e-mail to ${target.address}`,
      })
      .returning({ id: contactPreferences.id });
    await tx.insert(contactEvents).values({
      debtAccountId: account.id,
      channel: 'Update',
      message: `Opt-out of e-mail recorded: unsubscribe link of an e-mail to ${target.address}`,
      details: { kind: 'contact_preference', preferenceId: row.id, preference: 'opt_out_email' },
    });
  });
  return true;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The small page the link opens in the browser (no script, no styles: the CSP stays strict). */
export function unsubscribePage(brand: Brand, ok: boolean): string {
  const text = ok ? COMPLIANCE_MESSAGES.unsubscribed : UNSUBSCRIBE_INVALID;
  const title = ok ? 'Unsubscribed' : 'Link not valid';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} - ${escapeHtml(brand.companyName)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    `<p>${escapeHtml(brand.companyName)} · ${escapeHtml(brand.phone)}</p></main></body></html>`,
  ].join('\n');
}
