/**
 * The users table: look-ups, new users, a user as the API shows them.
 */
export {
  insertUsers,
  recordSignIn,
  setMfaEnabled,
  setPasswordHash,
  setPreferredLanguage,
  type UserAccessChange,
  updateUserAccess,
} from './user-commands';
export { presentUser } from './user-presenter';
export {
  findUserByEmail,
  findUserByUsername,
  insertUniqueUser,
  isUniqueViolation,
  phoneLineOf,
  userNameSql,
} from './users.repository';
