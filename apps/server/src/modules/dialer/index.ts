/**
 * The power dialer: the next account of the agent's queue that the rules allow on the phone now and
 * no other agent is on, held for them, called after a preview (or at once).
 */
export { dialerPlugin } from './dialer.plugin';
