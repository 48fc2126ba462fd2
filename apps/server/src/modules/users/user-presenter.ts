import type { RequiredStep, User } from '@arrears/domain';
import type { UserRow } from '../../db/schema';

/**
 * The user as the client sees it (docs/product/sign-in.md): never the hash or internal columns. `requiredStep`
 * (required-step.ts) tells the web app which page to send the user to; the server enforces it anyway.
 */
export function presentUser(row: UserRow, requiredStep: RequiredStep | null = null): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    mfaEnabled: row.mfaEnabled,
    requiredStep,
  };
}
