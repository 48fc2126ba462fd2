/**
 * Each back-office user's settings, e.g. the columns chosen for a table.
 */
export { userPreferencesPlugin } from './user-preferences.plugin';
