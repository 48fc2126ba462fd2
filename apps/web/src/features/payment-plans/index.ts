/** Payment plans and settlements: the portal's page and the parts the agent's dialog shares. */
export { useCustomerPlansQuery } from './api/customer-plans';
export { AuthorizationBox } from './components/authorization-box';
export { stillChargedOnCancel } from './components/cancel-plan-dialog';
export { ChoiceTiles } from './components/choice-tiles';
export { MethodFields } from './components/method-fields';
export { PlanTermsFields } from './components/plan-terms-fields';
export { ScheduleList, type ScheduleRow } from './components/schedule-list';
export {
  FREQUENCY_LABELS,
  formatPlanDate,
  INSTALLMENT_STATUS_LABELS,
  INSTALLMENT_STATUS_TONES,
  isLivePlan,
  kindWord,
  PLAN_STATUS_LABELS,
  PLAN_STATUS_TONES,
} from './plan-display';
export {
  checkMethod,
  methodBodyOf,
  methodDefaults,
  methodLabelOf,
  type PlanMethodValues,
} from './plan-method-form';
export { type PlanTermsState, usePlanTerms } from './use-plan-terms';
