/**
 * Each back-office user's settings, e.g. the columns chosen for a table, and their saved views of the lists.
 */
export { userPreferencesPlugin } from './user-preferences.plugin';
