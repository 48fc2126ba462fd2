/**
 * The agency's staff users, for an admin.
 */
export { agencyUsersPlugin } from './agency-users.plugin';
export { createAgencyUser } from './agency-users.service';
