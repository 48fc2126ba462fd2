import type { CustomerAccount } from '@arrears/domain';
import { accountLabelOf, billingDefaultsOf } from '../payment-display';
import { CardPaymentForm, type CardPaymentFormProps } from './card-payment-form';

/**
 * The card form as a debtor sees it on /payment and /payment-center: for one of their accounts,
 * its balance, billing details filled from the account, and the quick amounts.
 */
export function PortalCardPaymentForm({
  account,
  balance = account.unpaid_balance,
  onSuccess,
  onFailure,
}: {
  account: CustomerAccount;
  /** The summary's current balance: the most one may pay. */
  balance?: string;
} & Pick<CardPaymentFormProps, 'onSuccess' | 'onFailure'>) {
  return (
    <CardPaymentForm
      debtAccountId={account.id}
      accountLabel={accountLabelOf(account)}
      balance={balance}
      billingDefaults={billingDefaultsOf(account)}
      channel="portal"
      quickAmounts
      onSuccess={onSuccess}
      onFailure={onFailure}
    />
  );
}
