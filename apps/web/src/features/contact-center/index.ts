/** Time formats of the compliance rules, shared with the compliance report. */
export { formatDay, formatInZone } from './compliance/compliance-format';
