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
import { ComplianceBlockError } from '../compliance';
import { scrubFactsByAccount, scrubFactsOf } from '../scrubs';

/**
 * Letters and the scrub flags (decisions 0101, 0102). A letter is addressed to the attorney when one
 * represents the consumer, so that flag never stops a letter; every other flag does: no new letter
 * (409 with the rule, as a blocked call answers), and letters already queued are held from the print
 * batch with the rule's message until staff lift the flag.
 */
const letterOptions = (now: number) => ({ today: easternDateOf(now), toAttorney: true });

/** Refuses a new letter on a flagged account: 409 { allowed: false, rule, message, opensAt: null }. */
export async function refuseScrubbedLetter(
  db: Database,
  account: DebtAccountRow,
  now: number,
): Promise<void> {
  const scrubs = await scrubFactsOf(db, account.id);
  const block = scrubBlock(scrubs, letterOptions(now));
  if (!block) return;
  throw new ComplianceBlockError({
    allowed: false,
    rule: block.rule,
    message: block.message,
    opensAt: null,
    checks: scrubChecks(scrubs, letterOptions(now)),
  });
}

/** The held reason of each flagged account among these (the print batch leaves their letters out). */
export async function scrubHeldAccounts(
  db: Database,
  accountIds: readonly number[],
  now: number,
): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  for (const [id, scrubs] of await scrubFactsByAccount(db, accountIds)) {
    const block = scrubBlock(scrubs, letterOptions(now));
    if (block) held.set(id, block.message);
  }
  return held;
}

/** The attorney in the envelope's window, when one represents the consumer (FDCPA 1692c(a)(2)). */
export function letterRecipientOf(scrubs: ScrubFacts): LetterRecipient | undefined {
  const attorney = scrubs.attorney;
  if (!attorney) return undefined;
  return { name: attorney.name, addressLines: attorneyAddressLines(attorney.address) };
}
