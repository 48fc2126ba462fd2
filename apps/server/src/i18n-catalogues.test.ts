import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './i18n/catalogue-check';
import { readCatalogues } from './i18n/catalogues';
import { t } from './i18n/t';

/** Spanish values that are rightly the same as the English ones ("area:key"): names and codes. */
const SAME_IN_BOTH = new Set<string>(['payments:receipt.methods.ach']);

const catalogues = readCatalogues();

describe('server message catalogues', () => {
  it('finds the pairs of the modules that send messages', () => {
    expect([...catalogues.keys()]).toEqual(
      expect.arrayContaining([
        'arrangements',
        'chat',
        'compliance',
        'contact-center',
        'passwords',
        'payments',
        'sms-opt-in',
        'statements',
        'telephony',
      ]),
    );
  });

  for (const [area, pair] of catalogues) {
    it(`${area}: same keys both ways, no empty value, ICU with the same arguments, Spanish written in Spanish`, () => {
      expect(catalogueProblems(area, pair, SAME_IN_BOTH)).toEqual([]);
    });
  }

  it('reports every kind of problem, so a broken pair cannot pass', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
    mkdirSync(join(dir, 'demo', 'i18n'), { recursive: true });
    const en = {
      a: { b: 'Hello {name}' },
      gone: 'Bye',
      empty: 'Text',
      bad: 'Fine',
      same: 'Visa',
      args: '{n} days',
    };
    const es = {
      a: { b: 'Hola {name}' },
      extra: 'Más',
      empty: ' ',
      bad: 'Roto {',
      same: 'Visa',
      args: '{m} días',
    };
    writeFileSync(join(dir, 'demo', 'i18n', 'en.json'), JSON.stringify(en));
    writeFileSync(join(dir, 'demo', 'i18n', 'es.json'), JSON.stringify(es));
    const pair = readCatalogues(dir).get('demo');
    if (!pair) throw new Error('the demo pair was not found');
    expect(catalogueProblems('demo', pair, new Set()).sort()).toEqual(
      [
        'demo:gone: no Spanish',
        'demo:extra: no English',
        'demo:empty: empty es',
        'demo:bad: es is not ICU',
        'demo:args: arguments differ (n / m)',
        'demo:same: not translated',
      ].sort(),
    );
    expect(catalogueProblems('demo', pair, new Set(['demo:same']))).not.toContain(
      'demo:same: not translated',
    );
  });

  it('fills ICU arguments and selects, and throws on a key no catalogue has', () => {
    expect(t('es', 'telephony:smsReplies.stop', { company: 'Keystone' })).toMatch(/^Keystone: Usted canceló/);
    const name = { seq: 2, count: 3, planId: 14 };
    expect(t('es', 'arrangements:mail.installmentName', { ...name, kind: 'settlement' })).toBe(
      'la cuota 2 de 3 del acuerdo de liquidación n.º 14',
    );
    expect(t('en', 'arrangements:mail.installmentName', { ...name, kind: 'plan' })).toBe(
      'installment 2 of 3 of payment plan #14',
    );
    expect(() => t('es', 'telephony:noSuchKey')).toThrow('No es message for telephony:noSuchKey');
  });
});
