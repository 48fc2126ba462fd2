import type { ValidationPeriod } from './compliance-types';
import { isExcludedDay } from './federal-holidays';
import { addDays, instantOfLocalTime } from './zoned-time';

/** §1006.34(b)(5): receipt may be assumed 5 days (no weekends, no legal public holidays) after sending. */
export const ASSUMED_RECEIPT_DAYS = 5;
/** The validation period ends 30 days after (assumed) receipt. */
export const VALIDATION_PERIOD_DAYS = 30;

/** The last clock in the United States (American Samoa, UTC−11): a day there ends last. */
const LAST_US_TIME_ZONE = 'Pacific/Pago_Pago';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The validation period of a notice sent on `sentOn` ('yyyy-mm-dd'). Assumed receipt is the
 * earliest date the safe harbor allows: the 5th day after sending that is not a Saturday,
 * Sunday or legal public holiday; the period ends 30 calendar days later.
 */
export function validationPeriodOf(sentOn: string): ValidationPeriod {
  // The round trip catches dates like 2026-02-30 that Date.parse quietly rolls over.
  if (!DATE_PATTERN.test(sentOn) || addDays(sentOn, 0) !== sentOn) {
    throw new RangeError(`Not a 'yyyy-mm-dd' date: ${sentOn}`);
  }
  let receivedOn = sentOn;
  let counted = 0;
  while (counted < ASSUMED_RECEIPT_DAYS) {
    receivedOn = addDays(receivedOn, 1);
    if (!isExcludedDay(receivedOn)) counted += 1;
  }
  return { sentOn, receivedOn, endsOn: addDays(receivedOn, VALIDATION_PERIOD_DAYS) };
}

/** The instant the validation period is over everywhere in the US (after the end of its last day). */
export function validationPeriodEndsAt(period: ValidationPeriod): number {
  return instantOfLocalTime(addDays(period.endsOn, 1), 0, LAST_US_TIME_ZONE);
}

/**
 * A dispute filed at `filedAt` counts as filed within the validation period. No notice on file →
 * true (the team's conservative reading). A dispute filed before the notice was sent counts too:
 * the hold only protects the consumer. The last day counts wherever in the US the consumer is.
 */
export function isWithinValidationPeriod(filedAt: number, sentOn: string | null): boolean {
  if (sentOn === null) return true;
  return filedAt < validationPeriodEndsAt(validationPeriodOf(sentOn));
}

/** The validation period is still running at `now` (the snapshot's `validation.open`). */
export function isValidationPeriodOpen(sentOn: string, now: number): boolean {
  return now < validationPeriodEndsAt(validationPeriodOf(sentOn));
}
