/**
 * Debtors call in (docs/product/ivr.md): the IVR's voice webhooks in English and Spanish, identity by
 * keypad, balance, card payments through Twilio's pay connector, transfers offered to agents, and
 * callback requests for My queue.
 */
export { ivrPlugin } from './ivr.plugin';
