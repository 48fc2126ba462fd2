/**
 * Remittances to clients, their statements, and the trust reconciliation (decisions 0053 and 0054).
 */
export { draftDailyRemittances } from './daily-remittances';
export { claimEntries, totalLines } from './remittance-claim';
export { remittanceStatement } from './remittance-statement';
export { remittancesPlugin } from './remittances.plugin';
export { listRemittances, remittanceDetail, remittancesToApprove } from './remittances.repository';
