import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES } from '../compliance-types';
import { CONTACT_SCENARIOS, LIMITATION_SCENARIOS } from './contact-scenarios';
import { runAllScenarios, runContactScenario, scenarioReport } from './scenario-run';

describe('the compliance scenarios', () => {
  it.each(CONTACT_SCENARIOS.map((s) => [s.name, s] as const))('%s', (_, scenario) => {
    const result = runContactScenario(scenario);
    expect(result, `expected ${result.expected}, got ${result.actual}`).toMatchObject({ pass: true });
  });

  it('cover every rule of the guard at least once as the blocking rule', () => {
    const blocking = new Set(CONTACT_SCENARIOS.flatMap((s) => (s.expected.allowed ? [] : [s.expected.rule])));
    // The scrub rules join this list with their rows (decision 0105: adding a row is all it takes).
    expect(COMPLIANCE_RULES.filter((rule) => !blocking.has(rule))).toEqual([]);
  });

  it('names every scenario once', () => {
    const names = [...CONTACT_SCENARIOS, ...LIMITATION_SCENARIOS].map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the report lists each scenario with given, when, expected, actual and its result', () => {
    const { text, failed } = scenarioReport(runAllScenarios());
    expect(failed).toBe(0);
    expect(text).toContain('1. Nothing on file: a call at noon is allowed  [PASS]');
    expect(text).toMatch(
      /given: {4}MA 02108, phone 6175550100; calls 2026-03-09T10:00-04:00; 2026-03-10T09:00-04:00/,
    );
    expect(text).toContain(`${CONTACT_SCENARIOS.length + LIMITATION_SCENARIOS.length} of `);
  });

  it('a scenario whose expectation is wrong fails, and the report counts it', () => {
    const [first] = CONTACT_SCENARIOS;
    const wrong = { ...first, expected: { allowed: false as const, rule: 'cease_communication' as const } };
    const result = runContactScenario(wrong);
    expect(result).toMatchObject({ pass: false, expected: 'cease_communication', actual: 'allowed' });
    const { text, failed } = scenarioReport({ contacts: [result], limitations: [] });
    expect(failed).toBe(1);
    expect(text).toContain('[FAIL]');
    expect(text).toContain('0 of 1 scenarios pass, 1 FAIL.');
  });
});
