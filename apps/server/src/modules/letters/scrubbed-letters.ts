import {
  attorneyAddressLines,
  easternDateOf,
  type LetterRecipient,
  type ScrubFacts,
  scrubBlock,
  scrubChecks,
} from '@arrears/domain';
import type { Database } from '../../db/client';
import type { DebtAccountRow } from '../../db/schema';
import { ComplianceBlockError, licensedStatesOf, unlicensedCollection } from '../compliance';
import { scrubFactsByAccount, scrubFactsOf } from '../scrubs';

/**
 * Letters and the scrub flags (decisions 0101, 0102). A letter is addressed to the attorney when one
 * represents the consumer and their address is on file, so that flag then does not stop a letter;
 * without the address it does, as every other flag does: no new letter (409 with the rule, as a
 * blocked call answers), and letters already queued are held from the print batch with the rule's
 * message until staff record the address or lift the flag.
 */
const letterOptions = (now: number, scrubs: ScrubFacts) => ({
  today: easternDateOf(now),
  toAttorney: Boolean(scrubs.attorney?.address),
});

/** Refuses a new letter on a flagged account: 409 { allowed: false, rule, message, opensAt: null }. */
export async function refuseScrubbedLetter(
  db: Database,
  account: DebtAccountRow,
  now: number,
): Promise<void> {
  const scrubs = await scrubFactsOf(db, account.id);
  const block = scrubBlock(scrubs, letterOptions(now, scrubs));
  if (!block) return;
  throw new ComplianceBlockError({
    allowed: false,
    rule: block.rule,
    message: block.message,
    opensAt: null,
    checks: scrubChecks(scrubs, letterOptions(now, scrubs)),
  });
}

/**
 * Refuses a new letter to a consumer in a state where the agency needs a collection licence it does
 * not list (decision 0106): a letter is a communication like a call, so the same rule and message.
 */
export async function refuseUnlicensedLetter(db: Database, account: DebtAccountRow): Promise<void> {
  const block = await unlicensedCollection(db, account);
  if (!block) return;
  throw new ComplianceBlockError({
    allowed: false,
    rule: 'not_licensed',
    message: block.message,
    opensAt: null,
    checks: [block.check],
  });
}

/** The held reason of each account among these the agency may not collect from where it lives. */
export async function unlicensedHeldAccounts(
  db: Database,
  accounts: readonly Pick<DebtAccountRow, 'id' | 'state' | 'zipCode'>[],
): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  const licensed = await licensedStatesOf(db);
  for (const account of accounts) {
    const block = await unlicensedCollection(db, account, licensed);
    if (block) held.set(account.id, block.message);
  }
  return held;
}

/** The held reason of each flagged account among these (the print batch leaves their letters out). */
export async function scrubHeldAccounts(
  db: Database,
  accountIds: readonly number[],
  now: number,
): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  for (const [id, scrubs] of await scrubFactsByAccount(db, accountIds)) {
    const block = scrubBlock(scrubs, letterOptions(now, scrubs));
    if (block) held.set(id, block.message);
  }
  return held;
}

/** The attorney in the envelope's window, when one represents the consumer (FDCPA 1692c(a)(2)). */
export function letterRecipientOf(scrubs: ScrubFacts): LetterRecipient | undefined {
  const attorney = scrubs.attorney;
  if (!attorney?.address) return undefined;
  return { name: attorney.name, addressLines: attorneyAddressLines(attorney.address) };
}
