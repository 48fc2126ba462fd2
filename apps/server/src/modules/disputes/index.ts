/**
 * Disputes as the debtor files them (portal and chat) and as the back office works them.
 */
export { disputesPlugin } from './disputes.plugin';
export { openDisputeFor } from './open-dispute';
