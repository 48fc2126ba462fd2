import { describe, expect, it } from 'vitest';
import { attorneyAddressLines, checkScrubFields, parseScrubFlag, SCRUB_MESSAGES } from './scrub-flags';

const TODAY = '2026-03-09';

describe('checkScrubFields', () => {
  it('reads each flag with its fields, dates in either spelling', () => {
    expect(
      checkScrubFields({ flag: 'BK', date: '02/01/2026', chapter: 'Ch. 7', caseNumber: ' 26-10001 ' }, TODAY),
    ).toEqual({
      value: {
        flag: 'bankruptcy',
        date: '2026-02-01',
        endDate: null,
        chapter: '7',
        caseNumber: '26-10001',
        attorneyName: null,
        attorneyPhone: null,
        attorneyAddress: null,
        note: null,
      },
    });
    const attorney = checkScrubFields(
      { flag: 'attorney', attorneyName: 'Dana Reyes', attorneyPhone: '(609) 555-0100' },
      TODAY,
    );
    expect(attorney).toMatchObject({ value: { flag: 'attorney_represented', attorneyPhone: '6095550100' } });
    expect(
      checkScrubFields({ flag: 'military_active_duty', date: '2026-04-01', endDate: '2027-04-01' }, TODAY),
    ).toMatchObject({ value: { date: '2026-04-01', endDate: '2027-04-01' } });
  });

  it('answers the first problem in words', () => {
    const cases: [Parameters<typeof checkScrubFields>[0], string][] = [
      [{ flag: 'moved' }, SCRUB_MESSAGES.flag],
      [{ flag: 'deceased', date: 'yesterday' }, SCRUB_MESSAGES.date],
      [{ flag: 'deceased', date: '2026-03-10' }, SCRUB_MESSAGES.dateFuture],
      [{ flag: 'bankruptcy', chapter: '9' }, SCRUB_MESSAGES.chapter],
      [{ flag: 'attorney_represented' }, SCRUB_MESSAGES.attorneyName],
      [
        { flag: 'attorney_represented', attorneyName: 'X', attorneyPhone: '555-0100' },
        SCRUB_MESSAGES.attorneyPhone,
      ],
      [{ flag: 'military_active_duty' }, SCRUB_MESSAGES.militaryStart],
      [
        { flag: 'military_active_duty', date: '2026-01-01', endDate: '2025-12-31' },
        SCRUB_MESSAGES.endBeforeStart,
      ],
      [{ flag: 'litigious', endDate: '2026-01-01' }, SCRUB_MESSAGES.endDateOnlyMilitary],
    ];
    for (const [raw, error] of cases)
      expect({ raw, result: checkScrubFields(raw, TODAY) }).toEqual({ raw, result: { error } });
  });

  it('knows the usual spellings of the flags', () => {
    expect(['death', 'SCRA', 'Active Duty', 'represented', 'litigation'].map(parseScrubFlag)).toEqual([
      'deceased',
      'military_active_duty',
      'military_active_duty',
      'attorney_represented',
      'litigious',
    ]);
  });

  it('splits an attorney address into printed lines, the city line last', () => {
    expect(attorneyAddressLines('100 Main St, Suite 5, Trenton, NJ 08608')).toEqual([
      '100 Main St, Suite 5',
      'Trenton, NJ 08608',
    ]);
    expect(attorneyAddressLines('1 Court St\nTrenton, NJ 08608')).toEqual([
      '1 Court St',
      'Trenton, NJ 08608',
    ]);
    expect(attorneyAddressLines(null)).toEqual([]);
  });
});
