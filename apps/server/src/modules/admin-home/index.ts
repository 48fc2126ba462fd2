/**
 * The back office's home: the day's numbers for the signed-in role (queue, promises, letters,
 * remittances, jobs), each read through the module that owns it.
 */
export { adminHomePlugin } from './admin-home.plugin';
