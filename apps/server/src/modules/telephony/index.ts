/**
 * Calls and texts, and the provider's signed webhooks.
 */

export { initiateCall } from './calls.service';
export { type SendSmsInput, sendSmsToDebtor } from './sms.service';
export { telephonyPlugin } from './telephony.plugin';
