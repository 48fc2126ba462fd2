import { addDays, easternDateOf, PROMISE_MESSAGES as M, PROMISE_MAX_DAYS, parseCents } from '@arrears/domain';
import { HttpError } from '../../http-error';

/**
 * Decision 0058: more than zero and not above what is owed; due today or within PROMISE_MAX_DAYS
 * days (the agency's Eastern calendar, as payments' effective dates are).
 */
export function checkPromise(amountCents: number, dueDate: string, unpaidBalance: string, now: number): void {
  const owed = parseCents(unpaidBalance) ?? 0;
  if (owed <= 0) throw new HttpError(400, M.nothingOwed);
  if (amountCents <= 0) throw new HttpError(400, M.amountRequired);
  if (amountCents > owed) throw new HttpError(400, M.amountAboveBalance);
  const today = easternDateOf(now);
  if (dueDate < today) throw new HttpError(400, M.dueDatePast);
  if (dueDate > addDays(today, PROMISE_MAX_DAYS)) throw new HttpError(400, M.dueDateTooFar);
}
