import {
  formatAccountNumber,
  NOT_AVAILABLE,
  type ValidationNoticeFigures,
  validationPeriodOf,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, type DebtAccountRow } from '../../db/schema';
import { scrubFactsOf } from '../scrubs';
import { addressLinesOf, nameOf } from '../statements';
import { itemizationOf } from './itemization';
import { letterRecipientOf } from './scrubbed-letters';
import { consumerStateOf } from './templates/time-barred-disclosures';

/** The agency's reference the consumer quotes back: the account as the agency numbers it. */
export function referenceOf(account: DebtAccountRow): string {
  return formatAccountNumber(account.accountNumber, account.id);
}

/**
 * The figures a validation notice prints on `letterDate`. The validation period is counted from the
 * letter's date, the day a queued print letter is meant to be mailed (decision 0065).
 */
export async function validationNoticeFigures(
  db: Database,
  account: DebtAccountRow,
  letterDate: string,
): Promise<ValidationNoticeFigures> {
  const [client] = await db
    .select({ name: clients.name, isDefault: clients.isDefault })
    .from(clients)
    .where(eq(clients.id, account.clientId));
  const original = account.schoolName?.trim() || account.schoolGroup?.trim() || null;
  // The default client is a bucket, not a creditor: such an account names its original creditor.
  const currentCreditor =
    (client && !client.isDefault ? client.name : original) ?? client?.name ?? NOT_AVAILABLE;
  const it = await itemizationOf(db, account);
  // A represented consumer's letters go to the attorney (decision 0102).
  const recipient = letterRecipientOf(await scrubFactsOf(db, account.id));
  return {
    letterDate,
    consumerName: nameOf(account),
    addressLines: addressLinesOf(account),
    accountNumber: referenceOf(account),
    reference: referenceOf(account),
    // Without an original creditor on file, the creditor then is the one owed now.
    itemizationCreditor: original ?? currentCreditor,
    currentCreditor,
    itemizationDate: it.itemizationDate,
    amountThenCents: it.amountThenCents,
    interestCents: it.interestCents,
    feesCents: it.feesCents,
    paymentsCreditsCents: it.paymentsCreditsCents,
    reversedPaymentsCents: it.reversedPaymentsCents,
    otherChargesCents: it.otherChargesCents,
    amountNowCents: it.amountNowCents,
    validationEndDate: validationPeriodOf(letterDate).endsOn,
    timeBarred: account.timeBarred,
    consumerState: consumerStateOf(account.state),
    ...(recipient ? { recipient } : {}),
  };
}
