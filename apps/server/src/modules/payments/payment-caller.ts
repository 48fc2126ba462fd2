import type { UserRow } from '../../db/schema';

/** Who takes the payment: the signed-in user. */
export type Caller = Pick<UserRow, 'id' | 'role' | 'username'>;
