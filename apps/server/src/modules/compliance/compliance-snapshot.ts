import {
  type ChannelVerdict,
  type ComplianceSnapshot,
  type ContactVerdict,
  callsInLast7Days,
  candidateTimeZones,
  evaluateContact,
  isWithinValidationPeriod,
  localTimesOf,
} from '@arrears/domain';
import type { DebtAccountRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { gatherContactFacts } from './compliance-facts.repository';
import { validationState } from './compliance-records.service';
import { disclosureFormFor } from './disclosure';

const channelOf = (v: ContactVerdict): ChannelVerdict => ({
  allowed: v.allowed,
  rule: v.rule,
  message: v.message,
  opensAt: v.opensAt,
});

/**
 * The live Compliance Snapshot of GET /api/debtors/{id} (decision 0024): the verdict per channel for the
 * primary phone and the account's e-mail, evaluated without recording an attempt, and the facts
 * behind them, with the first snapshot's openDispute flag read from the same facts. Its other fields
 * (smsOptedOut, doNotCall, lastContactAt) are merged in by the caller.
 */
export async function complianceSnapshotOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  account: DebtAccountRow,
): Promise<Omit<ComplianceSnapshot, 'smsOptedOut' | 'doNotCall' | 'lastContactAt'>> {
  // One reading of the facts serves all three channels: they differ only in the channel itself
  // (the e-mail verdict locates the consumer by the primary phone too, as the guard does).
  // The disclosure's reads are independent of the facts': both at once, one round trip fewer.
  const [facts, disclosure] = await Promise.all([
    gatherContactFacts(deps.db, {
      account,
      channel: 'call',
      phone: account.primaryPhone,
      now: deps.clock(),
    }),
    disclosureFormFor(deps.db, account.id),
  ]);
  const call = evaluateContact(facts);
  const sms = evaluateContact({ ...facts, channel: 'sms' });
  const email = evaluateContact({ ...facts, channel: 'email' });
  const zones = candidateTimeZones(facts.location);
  return {
    callsLast7Days: callsInLast7Days(facts.calls, facts.now, zones),
    nextCallAllowedAt: call.allowed ? null : call.opensAt,
    localTimes: localTimesOf(facts.now, zones),
    optOuts: facts.optOuts,
    smsConsent: facts.smsConsent,
    cease: facts.cease,
    openDispute: facts.openDispute !== null,
    disputeHold: facts.openDispute
      ? isWithinValidationPeriod(facts.openDispute.filedAt, facts.validationNoticeSentOn)
      : false,
    validation: facts.validationNoticeSentOn
      ? validationState(facts.validationNoticeSentOn, facts.now)
      : null,
    disclosure,
    channels: { call: channelOf(call), sms: channelOf(sms), email: channelOf(email) },
  };
}
