import {
  type ComplianceRule,
  type ContactChannel,
  type ContactFacts,
  type ContactVerdict,
  evaluateContact,
} from '@arrears/domain';
import type { Database, Transaction } from '../../db/client';
import { contactAttempts, type DebtAccountRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { requireAccount } from '../accounts';
import { gatherContactFacts } from './compliance-facts.repository';

/**
 * Why the contact is made, which decides what may block it:
 * - collection: staff outreach; every rule applies.
 * - transactional: a notice the consumer is owed (the receipt of a payment they made): cease and
 *   dispute hold do not stop it (the law allows such notices), opt-outs and the rest still do.
 * - consumer_requested: the consumer asked for it just now (chat statement, their own receipt):
 *   never blocked, but the attempt and what the rules said are recorded all the same.
 */
export type ContactPurpose = 'collection' | 'transactional' | 'consumer_requested';

/**
 * Rules a transactional notice is exempt from. Of the scrub flags (decision 0101) only active duty
 * and litigious: a bankruptcy stops every notice (the stay), a death leaves no one at the address to
 * owe it to, and a represented consumer's notices go to the attorney, never to them.
 */
const TRANSACTIONAL_EXEMPT: readonly ComplianceRule[] = [
  'account_recalled',
  'cease_communication',
  'dispute_hold',
  'military_active_duty',
  'litigious',
];

export interface GuardRequest {
  accountId: number;
  channel: ContactChannel;
  /** The number dialled or texted, or the address e-mailed. */
  target: string | null;
  /** The staff member who starts it; null when the consumer did (chat, portal). */
  user: { id: number } | null;
  purpose?: ContactPurpose;
}

/** The verdict for one contact now, without recording anything (the snapshot uses it). */
export async function evaluateContactFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  account: DebtAccountRow,
  channel: ContactChannel,
  target: string | null,
  purpose: ContactPurpose = 'collection',
): Promise<{ verdict: ContactVerdict; facts: ContactFacts; raw: ContactVerdict }> {
  const facts = await gatherContactFacts(deps.db, {
    account,
    channel,
    phone: channel === 'email' ? account.primaryPhone : target,
    now: deps.clock(),
  });
  const raw = evaluateContact(facts);
  if (raw.allowed || purpose === 'collection') return { verdict: raw, facts, raw };
  if (purpose === 'consumer_requested') {
    return { verdict: { ...raw, allowed: true, rule: null, message: null, opensAt: null }, facts, raw };
  }
  if (raw.rule && !TRANSACTIONAL_EXEMPT.includes(raw.rule)) return { verdict: raw, facts, raw };
  const exempt: ContactFacts = {
    ...facts,
    recalled: false,
    cease: false,
    openDispute: null,
    scrubs: facts.scrubs && { ...facts.scrubs, militaryActiveDuty: null, litigious: false },
  };
  return { verdict: evaluateContact(exempt), facts, raw };
}

/** One contact_attempts row: the answer, the checks, the facts and, when it differs, the rules' own word. */
export async function recordAttempt(
  db: Database | Transaction,
  at: number,
  req: GuardRequest,
  result: { verdict: ContactVerdict; facts: ContactFacts; raw: ContactVerdict },
): Promise<number> {
  const { verdict, facts, raw } = result;
  const [row] = await db
    .insert(contactAttempts)
    .values({
      debtAccountId: req.accountId,
      channel: req.channel,
      target: req.target,
      userId: req.user?.id ?? null,
      allowed: verdict.allowed,
      rule: verdict.rule,
      message: verdict.message,
      opensAt: verdict.opensAt ? new Date(verdict.opensAt) : null,
      evaluation: {
        purpose: req.purpose ?? 'collection',
        checks: verdict.checks,
        ...(raw !== verdict ? { rulesSaid: { rule: raw.rule, checks: raw.checks } } : {}),
        facts,
      },
      createdAt: new Date(at),
    })
    .returning({ id: contactAttempts.id });
  return row.id;
}

/** The 409 of a blocked contact: complianceBlockSchema ({ allowed: false, rule, message, opensAt }). */
export class ComplianceBlockError extends HttpError {
  constructor(readonly verdict: ContactVerdict) {
    const message = verdict.message ?? 'This contact is not allowed now.';
    super(409, message, { allowed: false, rule: verdict.rule, opensAt: verdict.opensAt });
  }
}

/**
 * Asks the rules before an outbound call, text or e-mail, records the attempt (allowed or blocked)
 * and, when blocked, throws the 409. Call it before any provider request or outbox write.
 */
export async function guardContact(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  req: GuardRequest,
): Promise<ContactVerdict> {
  const account = await requireAccount(deps.db, req.accountId);
  const result = await evaluateContactFor(deps, account, req.channel, req.target, req.purpose);
  await recordAttempt(deps.db, deps.clock(), req, result);
  if (!result.verdict.allowed) throw new ComplianceBlockError(result.verdict);
  return result.verdict;
}
