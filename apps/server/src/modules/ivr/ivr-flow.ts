import { randomBytes } from 'node:crypto';
import {
  formatPhone,
  fullDisclosure,
  normalizePhone,
  type PreferredLanguage,
  parseCents,
} from '@arrears/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { debtAccounts, ledgerEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { FieldBinding } from '../../security/field-encryption';
import { addTimelineEntry } from '../account-timeline';
import { checkIdentityByPhone } from '../identity';
import { accountSummaryOf, findPayment } from '../payments';
import { requestCallback } from '../work-queue';
import { accountsOfNumber, type IvrCallPatch, type IvrCallRow, updateIvrCall } from './ivr-calls.repository';
import { offerToAgent } from './ivr-offers';
import {
  IVR_PATHS,
  IvrAnswer,
  spokenAmount,
  spokenCode,
  spokenDate,
  spokenMoney,
  spokenPhone,
  VOICES,
} from './ivr-voice';

/** Where the caller is: the prompt their next keys answer. */
export type IvrStep =
  | 'language'
  | 'ssn'
  | 'birth-date'
  | 'no-account'
  | 'identity-failed'
  | 'menu'
  | 'pay-choice'
  | 'pay-amount'
  | 'paying'
  | 'agent'
  | 'agent-missed'
  | 'callback-number'
  | 'callback-message'
  | 'ended';

/** Identity failures on one call before it ends with the office hours (the throttles count across calls). */
export const IVR_IDENTITY_TRIES = 2;
/** Silences or wrong keys in a row before the IVR says goodbye. */
export const IVR_MAX_RETRIES = 3;
/** The smallest payment the IVR takes (decision 0128). */
export const IVR_MIN_PAYMENT_CENTS = 100;

/** The SSN last 4 waiting for the birth date is bound to its call's row. */
const pendingSsnBinding = (callSid: string): FieldBinding => ({
  table: 'ivr_calls',
  column: 'pending_ssn',
  row: callSid,
});

export interface IvrContext {
  deps: AppDeps;
  call: IvrCallRow;
}

const langOf = (call: IvrCallRow): PreferredLanguage => (call.language === 'es' ? 'es' : 'en');
const baseUrlOf = (deps: AppDeps) => deps.config.publicUrl.replace(/\/+$/, '');
export const answerFor = (deps: AppDeps, lang: PreferredLanguage) => new IvrAnswer(lang, baseUrlOf(deps));

async function move(ctx: IvrContext, patch: IvrCallPatch): Promise<IvrCallRow> {
  ctx.call = await updateIvrCall(ctx.deps.db, ctx.call.callSid, patch, ctx.deps.clock());
  return ctx.call;
}

/** The greeting (English, with the disclosure) and the language choice, said in each language. */
export function greeting(deps: AppDeps): string {
  const en = answerFor(deps, 'en');
  const es = answerFor(deps, 'es');
  en.say(en.text('greeting', { company: deps.config.brand.companyName, disclosure: fullDisclosure('en') }));
  const gather = en.response.gather({
    input: ['dtmf'],
    numDigits: 1,
    timeout: 5,
    action: en.url(IVR_PATHS.gather),
    method: 'POST',
  });
  gather.say(VOICES.en, en.text('chooseLanguage'));
  gather.say(VOICES.es, es.text('chooseLanguage'));
  // No key: English.
  en.response.redirect({ method: 'POST' }, en.url(IVR_PATHS.gather));
  return en.toString();
}

/** The keys of one gather, for the step the call is at. */
export async function answerKeys(ctx: IvrContext, digits: string | null): Promise<string> {
  const step = ctx.call.step as IvrStep;
  switch (step) {
    case 'language':
      return chooseLanguage(ctx, digits);
    case 'ssn':
      return ssnEntered(ctx, digits);
    case 'birth-date':
      return birthDateEntered(ctx, digits);
    case 'no-account':
      if (digits === '1') return askCallbackNumber(ctx);
      if (digits === '3') return transfer(ctx);
      return retry(ctx, digits, noAccountMenu);
    case 'identity-failed':
    case 'agent-missed':
      if (digits === '1') return askCallbackNumber(ctx);
      return goodbye(ctx);
    case 'menu':
      return menuChoice(ctx, digits);
    case 'pay-choice':
      return payChoice(ctx, digits);
    case 'pay-amount':
      return amountEntered(ctx, digits);
    case 'callback-number':
      return callbackNumberEntered(ctx, digits);
    default:
      return goodbye(ctx);
  }
}

/**
 * No key, or a key the prompt does not take: said so, and the prompt again; after IVR_MAX_RETRIES
 * in a row the call ends.
 */
async function retry(
  ctx: IvrContext,
  digits: string | null,
  prompt: (ctx: IvrContext, answer: IvrAnswer) => Promise<string> | string,
  /** An answer that already says what was wrong. */
  explained?: IvrAnswer,
): Promise<string> {
  const retries = ctx.call.retries + 1;
  if (retries >= IVR_MAX_RETRIES) return goodbye(ctx, explained);
  await move(ctx, { retries });
  const answer =
    explained ?? answerFor(ctx.deps, langOf(ctx.call)).sayKeys(digits ? 'invalidEntry' : 'noInput');
  return prompt(ctx, answer);
}

async function goodbye(ctx: IvrContext, answer = answerFor(ctx.deps, langOf(ctx.call))): Promise<string> {
  await move(ctx, { step: 'ended', pendingSsn: null, endedAt: new Date(ctx.deps.clock()) });
  return answer.sayKeys('goodbye').hangUp().toString();
}

// --- language and identity -------------------------------------------------------------------

async function chooseLanguage(ctx: IvrContext, digits: string | null): Promise<string> {
  const lang: PreferredLanguage = digits === '2' ? 'es' : 'en';
  await move(ctx, { language: lang, retries: 0 });
  const answer = answerFor(ctx.deps, lang);
  // The English greeting carried the disclosure; a Spanish caller hears it in Spanish.
  if (lang === 'es') {
    answer.say(
      answer.text('greeting', {
        company: ctx.deps.config.brand.companyName,
        disclosure: fullDisclosure('es'),
      }),
    );
  }
  const accounts = await accountsOfNumber(ctx.deps.db, ctx.call.fromNumber);
  if (accounts.length === 0) {
    await move(ctx, { step: 'no-account' });
    answer.sayKeys('noAccount');
    return noAccountMenu(ctx, answer);
  }
  await move(ctx, { step: 'ssn' });
  return askSsn(answer);
}

function noAccountMenu(_ctx: IvrContext, answer: IvrAnswer): string {
  return answer.gather([answer.text('noAccountMenu')], { numDigits: 1 }).toString();
}

function askSsn(answer: IvrAnswer): string {
  return answer.gather([answer.text('askSsn')], { numDigits: 4, timeout: 8 }).toString();
}

function askBirthDate(answer: IvrAnswer): string {
  return answer.gather([answer.text('askBirthDate')], { numDigits: 8, timeout: 10 }).toString();
}

async function ssnEntered(ctx: IvrContext, digits: string | null): Promise<string> {
  if (!digits || !/^\d{4}$/.test(digits)) return retry(ctx, digits, (_c, a) => askSsn(a));
  const pendingSsn = ctx.deps.encryption.encrypt(digits, pendingSsnBinding(ctx.call.callSid));
  await move(ctx, { step: 'birth-date', pendingSsn, retries: 0 });
  return askBirthDate(answerFor(ctx.deps, langOf(ctx.call)));
}

/** MMDDYYYY → YYYY-MM-DD when it is a real date in the past; null otherwise. */
export function birthDateOf(digits: string, nowMs: number): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(digits);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > nowMs) return null;
  return `${match[3]}-${match[1]}-${match[2]}`;
}

async function birthDateEntered(ctx: IvrContext, digits: string | null): Promise<string> {
  const { deps } = ctx;
  const birthDate = digits ? birthDateOf(digits, deps.clock()) : null;
  if (!birthDate) return retry(ctx, digits, (_c, a) => askBirthDate(a));
  if (!ctx.call.pendingSsn) {
    await move(ctx, { step: 'ssn' });
    return askSsn(answerFor(deps, langOf(ctx.call)));
  }
  const ssnLast4 = deps.encryption.decrypt(ctx.call.pendingSsn, pendingSsnBinding(ctx.call.callSid));
  await move(ctx, { pendingSsn: null });
  const accountIds = await accountsOfNumber(deps.db, ctx.call.fromNumber);
  const outcome = await checkIdentityByPhone(deps, {
    ssnLast4,
    dateOfBirth: birthDate,
    accountIds,
    origin: originOf(ctx.call),
  });
  const answer = answerFor(deps, langOf(ctx.call));
  if (outcome.verified) {
    const accountId = await accountToSpeakOf(deps, outcome.accountIds);
    await move(ctx, { step: 'menu', debtAccountId: accountId, identityVerified: true, retries: 0 });
    await addTimelineEntry(deps.db, {
      debtAccountId: accountId,
      channel: 'Call',
      userId: null,
      message: `Inbound call from ${formatPhone(ctx.call.fromNumber)}: identity verified in the IVR (SSN last 4 and birth date)`,
      details: { ivrCallSid: ctx.call.callSid, direction: 'inbound', source: 'ivr' },
    });
    return mainMenu(answer);
  }
  const failures = ctx.call.identityFailures + 1;
  if (outcome.throttled || failures >= IVR_IDENTITY_TRIES) {
    await move(ctx, { step: 'identity-failed', identityFailures: failures, retries: 0 });
    answer.say(
      answer.text('identityFailed', {
        phone: spokenPhone(deps.config.brand.phone),
        hours: answer.text('officeHours'),
      }),
    );
    answer.gather([answer.text('callbackOffer')], { numDigits: 1, timeout: 5 });
    // No key after the offer: the redirect posts without Digits, and the call ends.
    return answer.toString();
  }
  await move(ctx, { step: 'ssn', identityFailures: failures, retries: 0 });
  answer.sayKeys('identityRetry');
  return askSsn(answer);
}

/** The IVR's caller as the throttles and security events see them: the calling number. */
export function originOf(call: IvrCallRow) {
  const from = /^\d{10}$/.test(call.fromNumber) ? `+1${call.fromNumber}` : call.fromNumber;
  return { ip: `tel:${from}`, userAgent: 'Twilio IVR' };
}

/** Of the proven accounts, the one the call is about: the largest balance, then the oldest. */
async function accountToSpeakOf(deps: AppDeps, accountIds: number[]): Promise<number> {
  const rows = await deps.db
    .select({ id: debtAccounts.id, balance: debtAccounts.unpaidBalance })
    .from(debtAccounts)
    .where(inArray(debtAccounts.id, accountIds));
  rows.sort((a, b) => (parseCents(b.balance) ?? 0) - (parseCents(a.balance) ?? 0) || a.id - b.id);
  return rows[0].id;
}

// --- the main menu -----------------------------------------------------------------------------

function mainMenu(answer: IvrAnswer): string {
  return answer.gather([answer.text('menu')], { numDigits: 1 }).toString();
}

/** The proven account's balance from the ledger, in cents. */
async function balanceCents(deps: AppDeps, accountId: number): Promise<number> {
  const summary = await accountSummaryOf(deps.db, { accountIds: [accountId] });
  return parseCents(summary.accounts[0]?.currentBalance ?? '0') ?? 0;
}

async function menuChoice(ctx: IvrContext, digits: string | null): Promise<string> {
  const { deps, call } = ctx;
  if (!call.identityVerified || call.debtAccountId === null) return goodbye(ctx);
  const answer = answerFor(deps, langOf(call));
  if (digits === '1') {
    await move(ctx, { retries: 0 });
    answer.say(
      answer.text('balance', { amount: spokenMoney(answer, await balanceCents(deps, call.debtAccountId)) }),
    );
    const [last] = await deps.db
      .select({ amount: ledgerEntries.amount, date: ledgerEntries.effectiveDate })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.debtAccountId, call.debtAccountId),
          inArray(ledgerEntries.kind, ['payment', 'direct_payment']),
        ),
      )
      .orderBy(desc(ledgerEntries.effectiveDate), desc(ledgerEntries.id))
      .limit(1);
    if (last) {
      const paid = -(parseCents(last.amount) ?? 0);
      answer.say(
        answer.text('lastPayment', {
          amount: spokenMoney(answer, paid),
          date: spokenDate(answer.lang, last.date),
        }),
      );
    } else {
      answer.sayKeys('noPayment');
    }
    return mainMenu(answer);
  }
  if (digits === '2') return askPayChoice(ctx, answer);
  if (digits === '3') return transfer(ctx);
  if (digits === '9') return mainMenu(answer);
  return retry(ctx, digits, (_c, a) => mainMenu(a));
}

// --- paying ------------------------------------------------------------------------------------

async function askPayChoice(ctx: IvrContext, answer: IvrAnswer): Promise<string> {
  const balance = await balanceCents(ctx.deps, ctx.call.debtAccountId as number);
  if (balance <= 0) {
    await move(ctx, { step: 'menu', retries: 0 });
    answer.sayKeys('zeroBalance');
    return mainMenu(answer);
  }
  await move(ctx, { step: 'pay-choice', retries: 0 });
  return answer
    .gather([answer.text('payChoice', { amount: spokenMoney(answer, balance) })], { numDigits: 1 })
    .toString();
}

function askAmount(answer: IvrAnswer): string {
  return answer.gather([answer.text('askAmount')], { finishOnKey: '#', timeout: 10 }).toString();
}

async function payChoice(ctx: IvrContext, digits: string | null): Promise<string> {
  const { deps, call } = ctx;
  if (!call.identityVerified || call.debtAccountId === null) return goodbye(ctx);
  const answer = answerFor(deps, langOf(call));
  if (digits === '*') {
    await move(ctx, { step: 'menu', retries: 0 });
    return mainMenu(answer);
  }
  if (digits === '1') return startPayment(ctx, await balanceCents(deps, call.debtAccountId));
  if (digits === '2') {
    await move(ctx, { step: 'pay-amount', retries: 0 });
    return askAmount(answer);
  }
  return retry(ctx, digits, (c, a) => askPayChoice(c, a));
}

async function amountEntered(ctx: IvrContext, digits: string | null): Promise<string> {
  const { deps, call } = ctx;
  if (!call.identityVerified || call.debtAccountId === null) return goodbye(ctx);
  if (!digits || !/^\d{1,9}$/.test(digits)) return retry(ctx, digits, (_c, a) => askAmount(a));
  const cents = Number(digits);
  const balance = await balanceCents(deps, call.debtAccountId);
  const answer = answerFor(deps, langOf(call));
  if (balance <= 0) {
    await move(ctx, { step: 'menu', retries: 0 });
    answer.sayKeys('zeroBalance');
    return mainMenu(answer);
  }
  if (cents > balance) {
    answer.say(answer.text('amountTooHigh', { amount: spokenMoney(answer, balance) }));
    return retry(ctx, digits, (_c, a) => askAmount(a), answer);
  }
  if (cents < IVR_MIN_PAYMENT_CENTS) {
    answer.say(answer.text('amountTooLow', { amount: spokenMoney(answer, IVR_MIN_PAYMENT_CENTS) }));
    return retry(ctx, digits, (_c, a) => askAmount(a), answer);
  }
  return startPayment(ctx, cents);
}

/** "5000" cents → "50.00", the form <Pay chargeAmount> takes. */
export const chargeAmountOf = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Hands the caller to Twilio's <Pay>: the card is typed into Twilio, which posts it to our pay
 * connector (never through this webhook); the <Parameter> names this call's payment by an opaque
 * reference of ours, new for each attempt.
 */
async function startPayment(ctx: IvrContext, cents: number): Promise<string> {
  const { deps } = ctx;
  const answer = answerFor(deps, langOf(ctx.call));
  const connector = deps.config.payConnector;
  if (!connector) {
    await move(ctx, { step: 'menu', retries: 0 });
    answer.sayKeys('payUnavailable');
    return mainMenu(answer);
  }
  const reference = `ivrpay_${randomBytes(16).toString('hex')}`;
  await move(ctx, {
    step: 'paying',
    payAmountCents: cents,
    payReference: reference,
    paymentId: null,
    retries: 0,
  });
  answer.say(answer.text('payIntro', { amount: spokenMoney(answer, cents) }));
  const pay = answer.response.pay({
    paymentConnector: connector.name,
    chargeAmount: chargeAmountOf(cents),
    currency: 'usd',
    paymentMethod: 'credit-card',
    postalCode: 'true',
    language: answer.lang === 'es' ? 'es-US' : 'en-US',
    action: answer.url(IVR_PATHS.payResult),
  });
  pay.parameter({ name: 'reference', value: reference });
  return answer.toString();
}

/** After <Pay>: the payment as our ledger has it (never what the request says), then the menu. */
export async function paymentDone(ctx: IvrContext): Promise<string> {
  const { deps, call } = ctx;
  const answer = answerFor(deps, langOf(call));
  if (!call.identityVerified || call.debtAccountId === null) return goodbye(ctx);
  const payment = call.paymentId ? await findPayment(deps.db, call.paymentId) : null;
  if (payment?.status === 'approved' && payment.confirmationCode) {
    const code = spokenCode(payment.confirmationCode);
    answer.say(
      answer.text('paySuccess', {
        amount: spokenAmount(answer, payment.amount),
        code,
        balance: spokenAmount(answer, payment.balanceAfter),
      }),
    );
  } else if (payment && (payment.status === 'processing' || payment.status === 'pending_reconciliation')) {
    answer.sayKeys('payPending');
  } else {
    answer.sayKeys('payFailed');
  }
  await move(ctx, { step: 'menu', retries: 0 });
  return mainMenu(answer);
}

// --- an agent ----------------------------------------------------------------------------------

async function transfer(ctx: IvrContext): Promise<string> {
  const answer = answerFor(ctx.deps, langOf(ctx.call));
  const dialled = await offerToAgent(ctx.deps, ctx.call, answer);
  if (!dialled) return agentMissed(ctx, answer);
  await move(ctx, { step: 'agent', retries: 0 });
  return answer.toString();
}

/** No agent took the call: the caller may leave a callback request. */
export async function agentMissed(ctx: IvrContext, answer = answerFor(ctx.deps, langOf(ctx.call))) {
  await move(ctx, { step: 'agent-missed', retries: 0, offerEndedAt: new Date(ctx.deps.clock()) });
  answer.sayKeys('noAgent');
  return answer.gather([answer.text('callbackOffer')], { numDigits: 1, timeout: 5 }).toString();
}

// --- a callback request ------------------------------------------------------------------------

async function askCallbackNumber(ctx: IvrContext): Promise<string> {
  await move(ctx, { step: 'callback-number', retries: 0 });
  return callbackNumberPrompt(answerFor(ctx.deps, langOf(ctx.call)));
}

function callbackNumberPrompt(answer: IvrAnswer): string {
  // A bare # (or silence) must still reach us: it means "the number I am calling from".
  return answer
    .gather([answer.text('callbackNumber')], { finishOnKey: '#', timeout: 10, actionOnEmptyResult: true })
    .toString();
}

/**
 * The number to call back (the calling number on a bare # or silence): the request lands in My queue on
 * the proven account, else on the account the number belongs to when there is exactly one, else
 * with the number only. Then the caller may leave a message.
 */
async function callbackNumberEntered(ctx: IvrContext, digits: string | null): Promise<string> {
  const { deps, call } = ctx;
  const phone = digits ? normalizePhone(digits) : normalizePhone(call.fromNumber);
  if (phone === null || phone.length !== 10)
    return retry(ctx, digits || 'x', (_c, a) => callbackNumberPrompt(a));
  const accountId = call.debtAccountId ?? (await onlyAccountOf(deps, call.fromNumber, phone));
  await requestCallback(deps.db, {
    debtAccountId: accountId,
    phone,
    source: 'ivr',
    language: langOf(call),
    callSid: call.callSid,
    requestedAt: new Date(deps.clock()),
  });
  if (accountId !== null) {
    await addTimelineEntry(deps.db, {
      debtAccountId: accountId,
      channel: 'Call',
      userId: null,
      message: `Inbound call from ${formatPhone(call.fromNumber)}: callback requested in the IVR at ${formatPhone(phone)}`,
      details: { ivrCallSid: call.callSid, direction: 'inbound', source: 'ivr', callbackPhone: phone },
    });
  }
  await move(ctx, { step: 'callback-message', retries: 0 });
  const answer = answerFor(deps, langOf(call));
  answer.sayKeys('callbackRecord');
  answer.response.record({
    maxLength: 60,
    finishOnKey: '#',
    playBeep: true,
    action: answer.url(IVR_PATHS.recording),
    method: 'POST',
  });
  return callbackThanks(ctx, answer, phone);
}

/** The account a callback is for when the caller proved none: the one account of either number, if one. */
async function onlyAccountOf(deps: AppDeps, fromNumber: string, phone: string): Promise<number | null> {
  for (const number of [fromNumber, phone]) {
    const ids = await accountsOfNumber(deps.db, number);
    if (ids.length === 1) return ids[0];
    if (ids.length > 1) return null;
  }
  return null;
}

export async function callbackThanks(ctx: IvrContext, answer: IvrAnswer, phone: string): Promise<string> {
  answer.say(answer.text('callbackThanks', { phone: spokenPhone(phone), hours: answer.text('officeHours') }));
  return goodbye(ctx, answer);
}
