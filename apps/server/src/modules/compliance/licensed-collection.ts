import { licenceBlock, type RuleCheck, STATE_RULES } from '@arrears/domain';
import type { Database } from '../../db/client';
import type { DebtAccountRow } from '../../db/schema';
import { licensedStatesOf } from './compliance-settings.service';

/**
 * Whether the agency may collect from this account's consumer where they live (decision 0106), for
 * what the contact guard does not see: letters. Null when it may; else the failing check and the
 * message "not licensed in {state}" the guard gives a call.
 */
export async function unlicensedCollection(
  db: Database,
  account: Pick<DebtAccountRow, 'state' | 'zipCode'>,
  licensed?: readonly string[],
): Promise<{ check: RuleCheck; message: string } | null> {
  const states = licensed ?? (await licensedStatesOf(db));
  return licenceBlock(
    { state: account.state?.trim() || null, zip: account.zipCode?.trim() || null },
    states,
    STATE_RULES,
  );
}
