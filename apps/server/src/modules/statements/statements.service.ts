import {
  CHAT_MESSAGES,
  easternDateOf,
  fillChatText,
  type PreferredLanguage,
  type StatementResponse,
  THROTTLES,
} from '@arrears/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { contactEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import type { TimelineDetails, TimelineEntry } from '../account-timeline';
import { addTimelineEntry, removeTimelineEntry, reviseTimelineEntry } from '../account-timeline';
import { guardContact } from '../compliance';
import { loadPayingAccount } from '../payments';
import { loadStatement } from './statement';
import { awaitFirstAttempt, enqueueStatementMail, statementFilename } from './statement-mail';
import { renderStatementPdf } from './statement-pdf';

/**
 * Statements of one account the chat may make in a window: enough for retries, not for a mail cannon.
 * Counted per account, not per chat session: a new verification would otherwise reset the count.
 */
const STATEMENTS = THROTTLES['statement-request'];
/** The limit in the shape its tests read. */
export const STATEMENT_LIMIT = { max: STATEMENTS.limit, windowMs: STATEMENTS.windowMs } as const;
export const STATEMENT_THROTTLED =
  'You have requested several statements in the last few minutes. Please try again later or call {phone}.';

export interface StatementRequest {
  accountId: number;
  deliveryMethod: 'pdf' | 'email';
  email?: string | null;
  origin: RequestOrigin;
  /** The language of the debtor's chat (the page's): the PDF and its e-mail are written in it. */
  lang?: PreferredLanguage;
}

/**
 * One plain address: the form only asks for an '@' (docs/product/statements.md), but a list ("a@x, b@y") or a display
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
        gte(contactEvents.createdAt, new Date(deps.clock() - STATEMENTS.windowMs)),
        sql`${contactEvents.details}->>'kind' = 'statement'`,
      ),
    );
  return row?.n ?? 0;
}

type TimelineLine = Pick<TimelineEntry, 'channel' | 'message' | 'details'>;

/**
 * Writes the request's timeline line BEFORE the statement is made, then counts the lines with it:
 * each of a burst of parallel requests sees its own line and every line written before it, so no
 * more than the limit get a statement. A refused request's line is removed.
 */
async function claimStatement(deps: AppDeps, accountId: number, line: TimelineLine): Promise<number> {
  const id = await addTimelineEntry(deps.db, {
    ...line,
    debtAccountId: accountId,
    // On the app clock, like the window the limit counts (tests move it).
    createdAt: new Date(deps.clock()),
  });
  if ((await recentRequests(deps, accountId)) > STATEMENTS.limit) {
    await removeTimelineEntry(deps.db, id);
    throw new HttpError(429, fillChatText(STATEMENT_THROTTLED, { phone: deps.config.brand.phone }));
  }
  return id;
}

const emailDetails = (to: string): TimelineDetails => ({
  kind: 'statement',
  source: 'chat',
  delivery: 'email',
  to,
});

/** Addresses compare without case: mail systems treat them so, whatever RFC 5321 allows. */
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const DOWNLOAD_LINE: TimelineLine = {
  channel: 'Note',
  message: 'Account statement downloaded through the chat assistant',
  details: { kind: 'statement', source: 'chat', delivery: 'pdf' },
};

/**
 * POST /api/statements/request-statement (docs/product/statements.md): the account's statement as a PDF made now
 * (never stored), returned as base64 or e-mailed as an attachment through the outbox. It is e-mailed
 * only to the account's address on file (decision 0031): passing the chat's identity check must not
 * let anyone send the debt's details to an address of their choosing. Another address, or none on
 * file, gets the PDF in this chat session's answer with a message saying why. When the e-mail's
 * first attempt fails the PDF is returned instead (docs/product/statements.md). Each request is a line on the
 * account's timeline, so staff see it (the Email channel for a mail, a Note otherwise); the line
 * is written first and counts toward the limit (claimStatement).
 */
export async function requestStatement(deps: AppDeps, req: StatementRequest): Promise<StatementResponse> {
  const typed = (req.email ?? '').trim();
  if (req.deliveryMethod === 'email' && !SINGLE_ADDRESS.test(typed))
    throw new HttpError(400, CHAT_MESSAGES.invalidEmail);
  if (req.deliveryMethod === 'pdf') {
    const made = await claimAndMake(deps, req.accountId, null, DOWNLOAD_LINE, req.lang);
    return { pdf: made.pdf.toString('base64'), emailSent: false };
  }

  const onFile = (await loadPayingAccount(deps.db, req.accountId))?.email?.trim() || null;
  if (!onFile || !sameAddress(onFile, typed)) return offerInstead(deps, req, onFile !== null);

  // To the address on file as the account spells it.
  const to = onFile;
  const made = await claimAndMake(
    deps,
    req.accountId,
    to,
    {
      channel: 'Email',
      message: `Account statement e-mailed to ${to} through the chat assistant`,
      details: emailDetails(to),
    },
    req.lang,
  );
  if (made.mailId === null) throw new Error('A statement e-mail was made without an outbox mail');
  deps.mail.notify();
  return mailedOrOffered(deps, to, made.eventId, made.pdf, made.mailId);
}

/** An address that is not the one on file: nothing is sent; the PDF comes in the answer with the reason. */
async function offerInstead(
  deps: AppDeps,
  req: StatementRequest,
  hasAddressOnFile: boolean,
): Promise<StatementResponse> {
  const made = await claimAndMake(
    deps,
    req.accountId,
    null,
    {
      channel: 'Note',
      message: `Account statement asked for by e-mail to an address ${hasAddressOnFile ? 'that is not the one on file' : 'while none is on file'}: not sent, the PDF was given in the chat instead`,
      details: { kind: 'statement', source: 'chat', delivery: 'email', notOnFile: true },
    },
    req.lang,
  );
  await recordSecurityEvent(deps.db, {
    type: 'statement_email_refused',
    success: false,
    description: `Chat asked to e-mail the statement of account ${req.accountId} to an address not on file; the PDF was given in the chat instead`,
    origin: req.origin,
    details: { debtAccountId: req.accountId, addressOnFile: hasAddressOnFile },
    riskLevel: 'MEDIUM',
  });
  return {
    pdf: made.pdf.toString('base64'),
    emailSent: false,
    message: hasAddressOnFile ? CHAT_MESSAGES.statementNotOnFile : CHAT_MESSAGES.statementNoAddressOnFile,
  };
}

/** Claims the request's timeline line (the limit), then makes the statement; a failure takes the line back. */
async function claimAndMake(
  deps: AppDeps,
  accountId: number,
  to: string | null,
  line: TimelineLine,
  lang: PreferredLanguage = 'en',
) {
  const eventId = await claimStatement(deps, accountId, line);
  const made = await makeStatement(deps, accountId, to, eventId, lang).catch(async (error) => {
    await removeTimelineEntry(deps.db, eventId); // nothing was made or sent: the line would say otherwise
    throw error;
  });
  return { ...made, eventId };
}

/** The PDF, and when `to` is given the outbox mail queued with it (the line then names the mail). */
async function makeStatement(
  deps: AppDeps,
  accountId: number,
  to: string | null,
  eventId: number,
  lang: PreferredLanguage,
): Promise<{ pdf: Buffer; mailId: number | null }> {
  const now = deps.clock();
  const statement = await loadStatement(deps.db, deps.config.brand, accountId, now);
  const pdf = await renderStatementPdf(statement, lang);
  if (to === null) return { pdf, mailId: null };

  // Asked for by the consumer in the chat: never blocked, but recorded as a contact attempt (decision 0024).
  await guardContact(deps, {
    accountId,
    channel: 'email',
    target: to,
    user: null,
    purpose: 'consumer_requested',
  });
  const mailId = await deps.db.transaction(async (tx) => {
    const id = await enqueueStatementMail(
      deps,
      tx,
      accountId,
      to,
      pdf,
      statementFilename(statement, easternDateOf(now)),
      lang,
    );
    await reviseTimelineEntry(tx, eventId, { details: { ...emailDetails(to), mailId: id } });
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
  await reviseTimelineEntry(deps.db, eventId, {
    message: `Account statement e-mail to ${to} could not be sent at once (the outbox retries it); the PDF was offered in the chat instead`,
    details: { ...emailDetails(to), mailId, fellBackToPdf: true },
  });
  return { pdf: pdf.toString('base64'), emailSent: false };
}
