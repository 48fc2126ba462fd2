/**
 * The debtor home's status read: each of the signed-in debtor's accounts with its one balance, its
 * plan or promise, a dispute and the validation deadline (decision 0120).
 */
export { debtorHomePlugin } from './debtor-home.plugin';
