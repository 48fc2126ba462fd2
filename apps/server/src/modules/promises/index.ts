/**
 * Promises to pay (decision 0058): made by agents, kept or broken by the ledger's payments.
 */
export { evaluatePromises, keepPaidPromises } from './promise-evaluation';
export { checkPromise } from './promise-rules';
export { promisesPlugin } from './promises.plugin';
export { promiseOutcomes, promisesOfAccount } from './promises.repository';
export { createPromise } from './promises.service';
