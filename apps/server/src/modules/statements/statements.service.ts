import { CHAT_MESSAGES, easternDateOf, fillChatText, type StatementResponse } from '@arrears/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { contactEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { guardContact } from '../compliance/contact-guard';
import { loadStatement } from './statement';
import { awaitFirstAttempt, enqueueStatementMail, statementFilename } from './statement-mail';
import { renderStatementPdf } from './statement-pdf';

/**
 * Statements of one account the chat may make in a window: enough for retries, not for a mail cannon.
 * Counted per account, not per chat session: a new verification would otherwise reset the count.
 */
export const STATEMENT_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;
export const STATEMENT_THROTTLED =
  'You have requested several statements in the last few minutes. Please try again later or call {phone}.';

export interface StatementRequest {
  accountId: number;
  deliveryMethod: 'pdf' | 'email';
  email?: string | null;
}

/**
 * One plain address: the form only asks for an '@' (spec 3 §5), but a list ("a@x, b@y") or a display
 * name would let one request mail the statement to several people.
 */
const SINGLE_ADDRESS = /^[^\s@,;<>()"]+@[^\s@,;<>()"]+$/;

/** The statements of this account asked for within the window, from their timeline lines. */
async function recentRequests(deps: AppDeps, accountId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(contactEvents)
    .where(
      and(
        eq(contactEvents.debtAccountId, accountId),
        gte(contactEvents.createdAt, new Date(deps.clock() - STATEMENT_LIMIT.windowMs)),
        sql`${contactEvents.details}->>'kind' = 'statement'`,
      ),
    );
  return row?.n ?? 0;
}

type TimelineLine = Pick<typeof contactEvents.$inferInsert, 'channel' | 'message' | 'details'>;

/**
 * Writes the request's timeline line BEFORE the statement is made, then counts the lines with it:
 * each of a burst of parallel requests sees its own line and every line written before it, so no
 * more than the limit get a statement. A refused request's line is removed.
 */
async function claimStatement(deps: AppDeps, accountId: number, line: TimelineLine): Promise<number> {
  const [row] = await deps.db
    .insert(contactEvents)
    // On the app clock, like the window the limit counts (tests move it).
    .values({ ...line, debtAccountId: accountId, createdAt: new Date(deps.clock()) })
    .returning({ id: contactEvents.id });
  if ((await recentRequests(deps, accountId)) > STATEMENT_LIMIT.max) {
    await dropLine(deps, row.id);
    throw new HttpError(429, fillChatText(STATEMENT_THROTTLED, { phone: deps.config.brand.phone }));
  }
  return row.id;
}

const emailDetails = (to: string) => ({ kind: 'statement', source: 'chat', delivery: 'email', to });

async function dropLine(deps: AppDeps, id: number): Promise<void> {
  await deps.db.delete(contactEvents).where(eq(contactEvents.id, id));
}

/**
 * POST /api/statements/request-statement (spec 3 §7.5): the account's statement as a PDF made now
 * (never stored), returned as base64 or e-mailed as an attachment through the outbox. When the
 * e-mail's first attempt fails the PDF is returned instead (spec 3 §8). Each request is a line on
 * the account's timeline, so staff see it (the Email channel for a mail, a Note for a download);
 * the line is written first and counts toward the limit (claimStatement).
 */
export async function requestStatement(deps: AppDeps, req: StatementRequest): Promise<StatementResponse> {
  const to = (req.email ?? '').trim();
  if (req.deliveryMethod === 'email' && !SINGLE_ADDRESS.test(to))
    throw new HttpError(400, CHAT_MESSAGES.invalidEmail);
  const line: TimelineLine =
    req.deliveryMethod === 'pdf'
      ? {
          channel: 'Note',
          message: 'Account statement downloaded through the chat assistant',
          details: { kind: 'statement', source: 'chat', delivery: 'pdf' },
        }
      : {
          channel: 'Email',
          message: `Account statement e-mailed to ${to} through the chat assistant`,
          details: emailDetails(to),
        };
  const eventId = await claimStatement(deps, req.accountId, line);
  const made = await makeStatement(deps, req, to, eventId).catch(async (error) => {
    await dropLine(deps, eventId); // nothing was made or sent: the line would say otherwise
    throw error;
  });
  if (made.mailId === null) return { pdf: made.pdf.toString('base64'), emailSent: false };
  deps.mail.notify();
  return mailedOrOffered(deps, to, eventId, made.pdf, made.mailId);
}

/** The PDF, and for an e-mail the outbox mail queued with it (the line then names the mail). */
async function makeStatement(
  deps: AppDeps,
  req: StatementRequest,
  to: string,
  eventId: number,
): Promise<{ pdf: Buffer; mailId: number | null }> {
  const now = deps.clock();
  const statement = await loadStatement(deps.db, deps.config.brand, req.accountId, now);
  const pdf = await renderStatementPdf(statement);
  if (req.deliveryMethod === 'pdf') return { pdf, mailId: null };

  // Asked for by the consumer in the chat: never blocked, but recorded as a contact attempt (issue 9).
  await guardContact(deps, {
    accountId: req.accountId,
    channel: 'email',
    target: to,
    user: null,
    purpose: 'consumer_requested',
  });
  const mailId = await deps.db.transaction(async (tx) => {
    const id = await enqueueStatementMail(
      deps,
      tx,
      to,
      pdf,
      statementFilename(statement, easternDateOf(now)),
    );
    await tx
      .update(contactEvents)
      .set({ details: { ...emailDetails(to), mailId: id } })
      .where(eq(contactEvents.id, eventId));
    return id;
  });
  return { pdf, mailId };
}

/** Sent at the first attempt, or the PDF offered in the chat instead (the outbox keeps trying). */
async function mailedOrOffered(
  deps: AppDeps,
  to: string,
  eventId: number,
  pdf: Buffer,
  mailId: number,
): Promise<StatementResponse> {
  if (await awaitFirstAttempt(deps, mailId)) return { pdf: null, emailSent: true };
  await deps.db
    .update(contactEvents)
    .set({
      message: `Account statement e-mail to ${to} could not be sent at once (the outbox retries it); the PDF was offered in the chat instead`,
      details: { ...emailDetails(to), mailId, fellBackToPdf: true },
    })
    .where(eq(contactEvents.id, eventId));
  return { pdf: pdf.toString('base64'), emailSent: false };
}
