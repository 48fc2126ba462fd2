/**
 * Calls and texts, and the provider's signed webhooks.
 */

export { deleteExpiredRecordings, mayPlayRecordings, recordingLinksOf } from './call-recordings.service';
export { type CallRead, initiateCall } from './calls.service';
export { type SendSmsInput, sendSmsToDebtor } from './sms.service';
export { telephonyPlugin } from './telephony.plugin';
export {
  acceptTwilioForms,
  type TwilioForm,
  twilioFormSchema,
  verifyTwilioSignature,
} from './twilio-signature';
