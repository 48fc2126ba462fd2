import { NO_SCRUBS } from '../../scrubs/scrub-facts';
import { evaluateContact } from '../compliance-rules';
import type { ContactFacts, ContactVerdict } from '../compliance-types';
import { limitationFor } from '../state-rules/state-limitations';
import { US_STATE_CODES } from '../state-rules/state-names';
import { STATE_RULES, type StateRules } from '../state-rules/state-rules';
import { CONTACT_SCENARIOS, LIMITATION_SCENARIOS } from './contact-scenarios';
import type { ContactScenario, LimitationScenario, ScenarioAccount } from './scenario-types';

const TRENTON = { state: 'NJ', zip: '08608', phone: '6095550144' };
const ms = (iso: string) => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new Error(`Not an instant: ${iso}`);
  return at;
};

/** The facts evaluateContact reads, from a scenario's account and moment. */
export function scenarioFacts(scenario: ContactScenario): ContactFacts {
  const g = scenario.given;
  const optOuts = g.optOuts ?? [];
  return {
    channel: scenario.when.channel,
    now: ms(scenario.when.at),
    location: {
      state: g.state === undefined ? TRENTON.state : g.state,
      zip: g.zip === undefined ? TRENTON.zip : g.zip,
      phone: g.phone === undefined ? TRENTON.phone : g.phone,
    },
    calls: (g.calls ?? []).map((c) => ({
      placedAt: ms(c.at),
      status: c.status ?? 'no-answer',
      conversation: c.conversation ?? false,
    })),
    texts: (g.texts ?? []).map((t) => ({ sentAt: ms(t.at), status: t.status ?? 'delivered' })),
    optOuts: {
      call: optOuts.includes('call'),
      sms: optOuts.includes('sms'),
      email: optOuts.includes('email'),
    },
    smsConsent: g.smsConsent ?? true,
    cease: g.cease ?? false,
    recalled: g.recalled ?? false,
    openDispute: g.disputeFiledAt ? { filedAt: ms(g.disputeFiledAt) } : null,
    validationNoticeSentOn: g.validationNoticeSentOn ?? null,
    licensedStates: g.licensedStates ?? US_STATE_CODES,
    scrubs: { ...NO_SCRUBS, ...g.scrubs },
    toAttorney: g.toAttorney ?? false,
  };
}

export interface ScenarioResult {
  name: string;
  given: string;
  when: string;
  expected: string;
  actual: string;
  pass: boolean;
}

function describeGiven(g: ScenarioAccount): string {
  const parts: string[] = [];
  const where = [g.state === undefined ? 'NJ' : g.state, g.zip ?? (g.zip === undefined ? '08608' : null)]
    .filter(Boolean)
    .join(' ');
  parts.push(`${where}${g.phone ? `, phone ${g.phone}` : ''}`);
  const calls = g.calls ?? [];
  const callText = (c: (typeof calls)[number]) =>
    `${c.at}${c.status ? ` ${c.status}` : ''}${c.conversation ? ' conversation' : ''}`;
  if (calls.length > 3) {
    const status = calls[0].status ?? 'no-answer';
    parts.push(`${calls.length} calls (${status}) from ${calls[0].at} to ${calls[calls.length - 1].at}`);
  } else if (calls.length > 0) parts.push(`calls ${calls.map(callText).join('; ')}`);
  if (g.texts?.length) parts.push(`texts ${g.texts.map((t) => t.at).join('; ')}`);
  if (g.optOuts?.length) parts.push(`opted out of ${g.optOuts.join(', ')}`);
  if (g.smsConsent === false) parts.push('no text consent');
  if (g.cease) parts.push('cease on file');
  if (g.recalled) parts.push('recalled by the client');
  if (g.validationNoticeSentOn) parts.push(`validation notice sent ${g.validationNoticeSentOn}`);
  if (g.disputeFiledAt) parts.push(`dispute filed ${g.disputeFiledAt}`);
  const s = g.scrubs ?? {};
  if (s.bankruptcy)
    parts.push(`bankruptcy chapter ${s.bankruptcy.chapter ?? '?'} filed ${s.bankruptcy.filedOn ?? '?'}`);
  if (s.deceased) parts.push(`deceased ${s.deceased.diedOn ?? ''}`.trim());
  if (s.attorney)
    parts.push(`represented by ${s.attorney.name}${g.toAttorney ? ' (this contact goes to them)' : ''}`);
  if (s.militaryActiveDuty)
    parts.push(
      `active duty from ${s.militaryActiveDuty.startOn} to ${s.militaryActiveDuty.endOn ?? 'no end reported'}`,
    );
  if (s.litigious) parts.push('flagged litigious');
  if (g.licensedStates)
    parts.push(`licensed in: ${g.licensedStates.length ? g.licensedStates.join(', ') : 'none'}`);
  return parts.join('; ');
}

function describeVerdict(v: ContactVerdict): string {
  if (v.allowed) return 'allowed';
  return `${v.rule}: ${v.message}${v.opensAt ? ` [opens ${v.opensAt}]` : ''}`;
}

/** Runs one scenario through evaluateContact and compares the verdict with what it expects. */
export function runContactScenario(
  scenario: ContactScenario,
  rules: StateRules = STATE_RULES,
): ScenarioResult {
  const verdict = evaluateContact(scenarioFacts(scenario), rules);
  const then = scenario.expected;
  let pass: boolean;
  let expected: string;
  if (then.allowed) {
    pass = verdict.allowed;
    expected = 'allowed';
  } else {
    const opensOk =
      then.opensAt === undefined ||
      (then.opensAt === null
        ? verdict.opensAt === null
        : verdict.opensAt !== null && ms(verdict.opensAt) === ms(then.opensAt));
    pass =
      !verdict.allowed &&
      verdict.rule === then.rule &&
      (!then.messageIncludes || (verdict.message ?? '').includes(then.messageIncludes)) &&
      opensOk;
    expected = [
      then.rule,
      then.messageIncludes ? `message with "${then.messageIncludes}"` : null,
      then.opensAt === null
        ? 'no opening (an agent lifts it)'
        : then.opensAt
          ? `opens ${then.opensAt}`
          : null,
    ]
      .filter(Boolean)
      .join(', ');
  }
  return {
    name: scenario.name,
    given: describeGiven(scenario.given),
    when: `${scenario.when.channel} at ${scenario.when.at}`,
    expected,
    actual: describeVerdict(verdict),
    pass,
  };
}

export function runLimitationScenario(
  scenario: LimitationScenario,
  rules: StateRules = STATE_RULES,
): ScenarioResult {
  const g = scenario.given;
  const answer = limitationFor(
    {
      state: g.state,
      debtType: g.debtType,
      dateOfFirstDelinquency: g.dateOfFirstDelinquency,
      lastPaymentDate: g.lastPaymentDate ?? null,
    },
    scenario.when.today,
    rules.limitations,
  );
  const then = scenario.expected;
  const pass =
    answer.timeBarred === then.timeBarred && (then.endsOn === undefined || answer.endsOn === then.endsOn);
  const barred = (yes: boolean) => (yes ? 'time-barred' : 'not time-barred');
  return {
    name: scenario.name,
    given: [
      g.state,
      g.debtType ?? 'no debt type',
      g.dateOfFirstDelinquency
        ? `first delinquent ${g.dateOfFirstDelinquency}`
        : 'no date of first delinquency',
      g.lastPaymentDate ? `last payment ${g.lastPaymentDate}` : null,
    ]
      .filter(Boolean)
      .join(', '),
    when: `on ${scenario.when.today}`,
    expected: `${barred(then.timeBarred)}${then.endsOn !== undefined ? `, period ends ${then.endsOn ?? '(none on file)'}` : ''}`,
    actual: `${barred(answer.timeBarred)}, period ends ${answer.endsOn ?? '(none on file)'}${answer.years ? ` (${answer.years} years)` : ''}`,
    pass,
  };
}

/** Every scenario's result, contacts then limitation periods. */
export function runAllScenarios(): { contacts: ScenarioResult[]; limitations: ScenarioResult[] } {
  return {
    contacts: CONTACT_SCENARIOS.map((s) => runContactScenario(s)),
    limitations: LIMITATION_SCENARIOS.map((s) => runLimitationScenario(s)),
  };
}

/** The report `npm run compliance:scenarios` prints: one block per scenario, then the totals. */
export function scenarioReport(results: { contacts: ScenarioResult[]; limitations: ScenarioResult[] }): {
  text: string;
  failed: number;
} {
  const lines: string[] = [];
  const section = (title: string, rows: ScenarioResult[]) => {
    lines.push(title, '='.repeat(title.length), '');
    rows.forEach((r, i) => {
      lines.push(`${i + 1}. ${r.name}  [${r.pass ? 'PASS' : 'FAIL'}]`);
      lines.push(`   given:    ${r.given}`);
      lines.push(`   when:     ${r.when}`);
      lines.push(`   expected: ${r.expected}`);
      lines.push(`   actual:   ${r.actual}`);
      lines.push('');
    });
  };
  section('Contact scenarios (evaluateContact)', results.contacts);
  section('Limitation scenarios (limitationFor)', results.limitations);
  const all = [...results.contacts, ...results.limitations];
  const failed = all.filter((r) => !r.pass).length;
  lines.push(`${all.length - failed} of ${all.length} scenarios pass${failed ? `, ${failed} FAIL` : ''}.`);
  return { text: lines.join('\n'), failed };
}
