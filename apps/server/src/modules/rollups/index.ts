/**
 * The totals kept beside the ledger and the contacts (dashboard money, weekly contacts) and how they are
 * read.
 */
export {
  accountTotals,
  collectedByWeek,
  collectedTotal,
  foldRollups,
  paymentSummary,
  paymentsBetween,
} from './rollups.repository';
