/** Countdown helpers of the session's inactivity watch. */
export { formatCountdown } from './idle-timeout';
export { useCountdown } from './use-countdown';
