/** The payment details query other features refresh. */
export { PAYMENT_DETAILS_QUERY_KEY } from './api/payment-details';
