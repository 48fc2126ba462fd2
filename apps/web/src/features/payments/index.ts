/** The one card payment form and the payment helpers other features use. */
export { useCustomerAccountsQuery } from './api/customer-accounts';
export type { CardPaymentFormValues } from './card-form-schema';
export { BalanceBreakdown } from './components/balance-breakdown';
export { BillingFields } from './components/billing-fields';
export { CardFields } from './components/card-fields';
export { type BillingDefaults, CardPaymentForm } from './components/card-payment-form';
export { NoAccounts } from './components/no-accounts';
export { PaymentPageFrame } from './components/payment-page-frame';
export { TestCardsPanel } from './components/test-cards-panel';
export { accountLabelOf, formatPaymentDate, formatPaymentDateIn } from './payment-display';
export { chargeNote, declinedMessage, type PaymentFailure } from './payment-failure';
export { csvCell } from './payment-history';
export { type PortalAccount, usePortalAccounts } from './use-portal-accounts';
export { useRefreshAfterPayment } from './use-refresh-after-payment';
