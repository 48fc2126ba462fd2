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

/**
 * POST /api/statements/request-statement (spec 3 §7.5): the account's statement as a PDF made now
 * (never stored), returned as base64 or e-mailed as an attachment through the outbox. When the
 * e-mail's first attempt fails the PDF is returned instead (spec 3 §8). Each request is a line on
 * the account's timeline, so staff see it (the Email channel for a mail, a Note for a download).
 */
export async function requestStatement(deps: AppDeps, req: StatementRequest): Promise<StatementResponse> {
  const to = (req.email ?? '').trim();
  if (req.deliveryMethod === 'email' && !SINGLE_ADDRESS.test(to))
    throw new HttpError(400, CHAT_MESSAGES.invalidEmail);
  if ((await recentRequests(deps, req.accountId)) >= STATEMENT_LIMIT.max) {
    throw new HttpError(429, fillChatText(STATEMENT_THROTTLED, { phone: deps.config.brand.phone }));
  }
  const now = deps.clock();
  const statement = await loadStatement(deps.db, deps.config.brand, req.accountId, now);
  const pdf = await renderStatementPdf(statement);
  // On the app clock, like the window the limit counts (tests move it).
  const createdAt = new Date(now);
  const details = { kind: 'statement', source: 'chat', delivery: req.deliveryMethod };

  if (req.deliveryMethod === 'pdf') {
    await deps.db.insert(contactEvents).values({
      debtAccountId: req.accountId,
      channel: 'Note',
      message: 'Account statement downloaded through the chat assistant',
      details,
      createdAt,
    });
    return { pdf: pdf.toString('base64'), emailSent: false };
  }

  // Asked for by the consumer in the chat: never blocked, but recorded as a contact attempt (issue 9).
  await guardContact(deps, {
    accountId: req.accountId,
    channel: 'email',
    target: to,
    user: null,
    purpose: 'consumer_requested',
  });
  const { mailId, eventId } = await deps.db.transaction(async (tx) => {
    const id = await enqueueStatementMail(
      deps,
      tx,
      to,
      pdf,
      statementFilename(statement, easternDateOf(now)),
    );
    const [event] = await tx
      .insert(contactEvents)
      .values({
        debtAccountId: req.accountId,
        channel: 'Email',
        message: `Account statement e-mailed to ${to} through the chat assistant`,
        details: { ...details, to, mailId: id },
        createdAt,
      })
      .returning({ id: contactEvents.id });
    return { mailId: id, eventId: event.id };
  });
  deps.mail.notify();

  if (await awaitFirstAttempt(deps, mailId)) return { pdf: null, emailSent: true };
  await deps.db
    .update(contactEvents)
    .set({
      message: `Account statement e-mail to ${to} could not be sent at once (the outbox retries it); the PDF was offered in the chat instead`,
      details: { ...details, to, mailId, fellBackToPdf: true },
    })
    .where(eq(contactEvents.id, eventId));
  return { pdf: pdf.toString('base64'), emailSent: false };
}
