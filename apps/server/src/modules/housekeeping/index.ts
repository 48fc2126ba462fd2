/**
 * Deleting rows past their keeping time (expired sessions, challenges, throttle counts).
 */
export { deleteExpiredRows } from './expired-rows';
