/**
 * Payment plans and settlements (decisions 0060 and 0061) and the installment scheduler.
 */
export { arrangementsPlugin } from './arrangements.plugin';
export { accountTermsOf, settlementAmountCents } from './plan-options';
export { plansOfAccount } from './plans.repository';
export { dayInWords } from './scheduler/installment-context';
export { runDue } from './scheduler/run-due';
