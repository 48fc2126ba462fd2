/**
 * The public text-message opt-in and its confirmation.
 */

export { smsOptInPlugin } from './sms-opt-in.plugin';
export { confirmByReply } from './sms-opt-in-confirm';
