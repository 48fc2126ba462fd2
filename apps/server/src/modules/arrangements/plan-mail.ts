import { formatMoney, type PaymentPlan, PLAN_MESSAGES } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { guardContact } from '../compliance/contact-guard';
import { withEmailOptOut } from '../compliance/opt-out';
import type { PayingAccount } from '../payments/card-payment-result';

/** The text of the authorization copy: the words as kept, then the schedule they cover. */
export function authorizationCopyText(deps: AppDeps, plan: PaymentPlan, account: PayingAccount): string {
  const brand = deps.config.brand;
  const what = plan.kind === 'settlement' ? 'settlement' : 'payment plan';
  const lines = [
    `Hello ${account.name},`,
    '',
    `This is your copy of the authorization you gave for the ${what} on account ${account.accountNumber} (${plan.authorizedAt.slice(0, 10)}):`,
    '',
    plan.authorizationWords,
    '',
    'Payment schedule:',
    ...plan.schedule
      .filter((i) => i.status === 'scheduled')
      .map((i) => `  ${i.seq}. ${i.dueDate}  ${formatMoney(i.amount)}`),
    '',
    `Paid with: ${plan.method?.label ?? 'the saved payment method'}`,
  ];
  if (plan.status === 'pending_approval') lines.push('', PLAN_MESSAGES.pendingApproval);
  lines.push('', `Questions? Call us at ${brand.phone}.`, '', brand.companyName);
  return lines.join('\n');
}

/**
 * E-mails the debtor a copy of the authorization (Regulation E asks for one), when the account has
 * an address. The consumer asked for the arrangement, so the contact rules record it and let it go.
 */
export async function mailAuthorizationCopy(
  deps: AppDeps,
  plan: PaymentPlan,
  account: PayingAccount,
  userId: number | null,
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
  const what = plan.kind === 'settlement' ? 'settlement' : 'payment plan';
  await deps.mail.send({
    to,
    subject: `${deps.config.brand.companyName}: your ${what} authorization`,
    text: withEmailOptOut(authorizationCopyText(deps, plan, account), deps.config, account.id, to),
    unsubscribeAccountId: account.id,
  });
}
