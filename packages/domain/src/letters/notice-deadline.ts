import { z } from 'zod';
import { isExcludedDay } from '../compliance/federal-holidays';
import { addDays } from '../compliance/zoned-time';

/**
 * The validation notice is owed within five days (excluding legal public holidays, Saturdays and
 * Sundays) of the first communication (12 CFR 1006.34(a)(1)(i)(B)); decision 0069.
 */
export const NOTICE_DUE_DAYS = 5;

/** The last day (yyyy-mm-dd) a notice can go out for a first contact on `firstContactDay`. */
export function noticeDueBy(firstContactDay: string): string {
  let day = firstContactDay;
  for (let counted = 0; counted < NOTICE_DUE_DAYS; ) {
    day = addDays(day, 1);
    if (!isExcludedDay(day)) counted += 1;
  }
  return day;
}

/** An account contacted with no validation notice sent in time (compliance report, work queue). */
export const noticeOverdueSchema = z.object({
  debtAccountId: z.number(),
  accountNumber: z.string(),
  /** Eastern day of the first allowed call, text or e-mail. */
  firstContactOn: z.string(),
  dueBy: z.string(),
  /** The first notice sent, after dueBy; null: none sent yet. */
  noticeSentOn: z.string().nullable(),
});
export type NoticeOverdue = z.infer<typeof noticeOverdueSchema>;
