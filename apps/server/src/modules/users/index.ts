/**
 * The users table: look-ups, new users, a user as the API shows them.
 */
export { presentUser } from './user-presenter';
export {
  findUserByEmail,
  findUserByUsername,
  insertUniqueUser,
  isUniqueViolation,
  userNameSql,
} from './users.repository';
