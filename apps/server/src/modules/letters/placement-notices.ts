import type { CreateLetterBody } from '@arrears/domain';
import { and, eq, gte, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { debtAccounts, letters, validationNotices } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ComplianceBlockError } from '../compliance';
import { liveEDeliveryConsent } from './e-delivery.service';
import { emailLetter } from './letter-email';
import { createLetter } from './letters.service';
import { NoticeAlreadyDrafted } from './notice-once';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Placements this recent are new; older accounts were there before notices were drafted for them. */
export const NEW_PLACEMENT_DAYS = 30;
/** At most this many notices a run; the next run drafts the rest. */
export const PLACEMENT_NOTICES_PER_RUN = 500;

const NOTICE: CreateLetterBody = { template: 'validation_notice', language: 'en', delivery: 'print' };

/**
 * Drafts the validation notice of each account an import placed in the last NEW_PLACEMENT_DAYS days
 * that has none yet (no notice letter, no notice recorded), not recalled (decision 0069): e-mailed
 * when the consumer consented to e-mail delivery and the contact rules let it go now, queued for
 * print otherwise. Outside the consumer's convenient hours an e-mail waits for a later run. Each
 * notice is drafted under a per-account lock that checks again (notice-once.ts): once, across instances.
 */
export async function draftPlacementNotices(
  deps: AppDeps,
): Promise<{ queuedForPrint: number; emailed: number; waiting: number }> {
  const now = deps.clock();
  const accounts = await deps.db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(
      and(
        isNotNull(debtAccounts.placementId),
        isNull(debtAccounts.recalledAt),
        gte(debtAccounts.createdAt, new Date(now - NEW_PLACEMENT_DAYS * DAY_MS)),
        notExists(
          deps.db
            .select({ x: sql`1` })
            .from(letters)
            .where(
              and(eq(letters.debtAccountId, debtAccounts.id), eq(letters.template, 'validation_notice')),
            ),
        ),
        notExists(
          deps.db
            .select({ x: sql`1` })
            .from(validationNotices)
            .where(eq(validationNotices.debtAccountId, debtAccounts.id)),
        ),
      ),
    )
    .orderBy(debtAccounts.id)
    .limit(PLACEMENT_NOTICES_PER_RUN);
  const done = { queuedForPrint: 0, emailed: 0, waiting: 0 };
  for (const { id } of accounts) {
    // A Spanish reader's notice is the English and Spanish pair, e-mailed together (letter-email.ts).
    if (await liveEDeliveryConsent(deps.db, id)) {
      try {
        await emailLetter(deps, {
          accountId: id,
          body: { ...NOTICE, delivery: 'email' },
          userId: null,
          now,
          drafter: 'placement',
        });
        done.emailed += 1;
        continue;
      } catch (error) {
        if (error instanceof NoticeAlreadyDrafted) continue;
        if (!(error instanceof ComplianceBlockError)) throw error;
        // Too early or late in the consumer's day: a later run e-mails it. Any other block: print.
        if (error.verdict.rule === 'inconvenient_time') {
          done.waiting += 1;
          continue;
        }
      }
    }
    try {
      await createLetter(deps.db, { accountId: id, body: NOTICE, userId: null, now, drafter: 'placement' });
      done.queuedForPrint += 1;
    } catch (error) {
      // A scrub flag holds the account back (decision 0101): no notice until staff lift it.
      if (error instanceof ComplianceBlockError) {
        done.waiting += 1;
        continue;
      }
      // Another run, or a person, drafted it since the look-up above: already drafted, nothing to do.
      if (!(error instanceof NoticeAlreadyDrafted)) throw error;
    }
  }
  return done;
}
