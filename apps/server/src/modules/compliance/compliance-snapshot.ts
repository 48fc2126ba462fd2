import {
  type ChannelVerdict,
  type ComplianceSnapshot,
  type ContactVerdict,
  callsInLast7Days,
  candidateTimeZones,
  isWithinValidationPeriod,
  localTimesOf,
} from '@arrears/domain';
import type { DebtAccountRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { validationState } from './compliance-records.service';
import { evaluateContactFor } from './contact-guard';

const channelOf = (v: ContactVerdict): ChannelVerdict => ({
  allowed: v.allowed,
  rule: v.rule,
  message: v.message,
  opensAt: v.opensAt,
});

/**
 * The live Compliance Snapshot of GET /api/debtors/{id} (issue 9): the verdict per channel for the
 * primary phone and the account's e-mail, evaluated without recording an attempt, and the facts
 * behind them. The issue-7 fields (openDispute, smsOptedOut, doNotCall, lastContactAt) are merged in
 * by the caller.
 */
export async function complianceSnapshotOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  account: DebtAccountRow,
): Promise<Omit<ComplianceSnapshot, 'openDispute' | 'smsOptedOut' | 'doNotCall' | 'lastContactAt'>> {
  const [call, sms, email] = await Promise.all([
    evaluateContactFor(deps, account, 'call', account.primaryPhone),
    evaluateContactFor(deps, account, 'sms', account.primaryPhone),
    evaluateContactFor(deps, account, 'email', account.emailAddress),
  ]);
  const facts = call.facts;
  const zones = candidateTimeZones(facts.location);
  return {
    callsLast7Days: callsInLast7Days(facts.calls, facts.now, zones),
    nextCallAllowedAt: call.verdict.allowed ? null : call.verdict.opensAt,
    localTimes: localTimesOf(facts.now, zones),
    optOuts: { call: facts.optOuts.call, sms: sms.facts.optOuts.sms, email: facts.optOuts.email },
    smsConsent: sms.facts.smsConsent,
    cease: facts.cease,
    disputeHold: facts.openDispute
      ? isWithinValidationPeriod(facts.openDispute.filedAt, facts.validationNoticeSentOn)
      : false,
    validation: facts.validationNoticeSentOn
      ? validationState(facts.validationNoticeSentOn, facts.now)
      : null,
    channels: { call: channelOf(call.verdict), sms: channelOf(sms.verdict), email: channelOf(email.verdict) },
  };
}
