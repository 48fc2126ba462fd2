/**
 * Forgotten passwords, reset links and password changes.
 */
export { passwordsPlugin } from './passwords.plugin';
