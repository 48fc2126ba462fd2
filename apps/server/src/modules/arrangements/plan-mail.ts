import { formatDayIn, formatMoneyIn, type PaymentPlan, type PreferredLanguage } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { accountLanguage } from '../../i18n/language';
import { messagesFor, t } from '../../i18n/t';
import { guardContact, withEmailOptOut } from '../compliance';
import type { PayingAccount } from '../payments';

/**
 * The text of the authorization copy in `lang`: the words as kept (exactly what was agreed, in the
 * language they were given in), then the schedule they cover.
 */
export function authorizationCopyText(
  deps: AppDeps,
  plan: PaymentPlan,
  account: PayingAccount,
  lang: PreferredLanguage = 'en',
): string {
  const brand = deps.config.brand;
  const m = messagesFor(lang, 'arrangements');
  // English keeps the yyyy-mm-dd dates it always had; Spanish reads "5 de marzo de 2026".
  const day = (iso: string) => (lang === 'en' ? iso : formatDayIn(iso, lang));
  const lines = [
    m('authorizationCopy.greeting', { name: account.name }),
    '',
    m('authorizationCopy.intro', {
      kind: plan.kind,
      accountNumber: account.accountNumber,
      date: day(plan.authorizedAt.slice(0, 10)),
    }),
    '',
    plan.authorizationWords,
    '',
    m('authorizationCopy.schedule'),
    ...plan.schedule
      .filter((i) => i.status === 'scheduled')
      .map((i) => `  ${i.seq}. ${day(i.dueDate)}  ${formatMoneyIn(i.amount, lang)}`),
    '',
    m('authorizationCopy.paidWith', { method: plan.method?.label ?? m('authorizationCopy.methodFallback') }),
  ];
  if (plan.status === 'pending_approval') lines.push('', m('authorizationCopy.pendingApproval'));
  lines.push('', m('authorizationCopy.questions', { phone: brand.phone }), '', brand.companyName);
  return lines.join('\n');
}

/**
 * E-mails the debtor a copy of the authorization (Regulation E asks for one), when the account has
 * an address. The consumer asked for the arrangement, so the contact rules record it and let it go.
 * In `lang`: the debtor's page language when they set it up in the portal, else the account's.
 */
export async function mailAuthorizationCopy(
  deps: AppDeps,
  plan: PaymentPlan,
  account: PayingAccount,
  userId: number | null,
  lang: PreferredLanguage = accountLanguage(account),
): Promise<void> {
  const to = account.email?.trim();
  if (!to) return;
  await guardContact(deps, {
    accountId: account.id,
    channel: 'email',
    target: to,
    user: userId === null ? null : { id: userId },
    purpose: 'consumer_requested',
  });
  await deps.mail.send({
    to,
    subject: t(lang, 'arrangements:authorizationCopy.subject', {
      company: deps.config.brand.companyName,
      kind: plan.kind,
    }),
    text: withEmailOptOut(
      authorizationCopyText(deps, plan, account, lang),
      deps.config,
      account.id,
      to,
      lang,
    ),
    audience: { consumer: { accountId: account.id, languages: [lang] } },
    unsubscribeAccountId: account.id,
  });
}
