import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { flatten, readCatalogues } from './i18n/catalogues';
import { t } from './i18n/t';

/** Spanish values that are rightly the same as the English ones ("area:key"): names and codes. */
const SAME_IN_BOTH = new Set<string>(['payments:receipt.methods.ach']);

/** The names of the {arguments} a message uses, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string')
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en-US', undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

const catalogues = readCatalogues();

describe('server message catalogues', () => {
  it('finds the pairs of the modules that send messages', () => {
    expect([...catalogues.keys()]).toEqual(
      expect.arrayContaining([
        'arrangements',
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
    describe(area, () => {
      const en = new Map(flatten(pair.en));
      const es = new Map(flatten(pair.es));

      it('has the same keys in English and Spanish', () => {
        expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
      });

      it('has no empty message, and every message parses as ICU with the same arguments both ways', () => {
        for (const [key, message] of [...en, ...es]) {
          expect(message.trim(), `${area}:${key}`).not.toBe('');
          expect(
            () => new IntlMessageFormat(message, 'en-US', undefined, { ignoreTag: true }),
            `${area}:${key}`,
          ).not.toThrow();
        }
        for (const [key, message] of en) {
          expect(argumentsOf(es.get(key) ?? ''), `${area}:${key}`).toEqual(argumentsOf(message));
        }
      });

      it('has every Spanish message written in Spanish (names and codes aside)', () => {
        const untranslated = [...en]
          .filter(([key, message]) => es.get(key) === message && !SAME_IN_BOTH.has(`${area}:${key}`))
          .map(([key]) => `${area}:${key}`);
        expect(untranslated).toEqual([]);
      });
    });
  }

  it('fails on a pair whose keys differ, so a missing key cannot pass', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
    mkdirSync(join(dir, 'demo', 'i18n'), { recursive: true });
    writeFileSync(join(dir, 'demo', 'i18n', 'en.json'), '{"a": {"b": "Hello"}, "c": "Bye"}');
    writeFileSync(join(dir, 'demo', 'i18n', 'es.json'), '{"a": {"b": "Hola"}}');
    const demo = readCatalogues(dir).get('demo');
    expect(flatten(demo?.en ?? {}).map(([k]) => k)).toEqual(['a.b', 'c']);
    expect(flatten(demo?.es ?? {}).map(([k]) => k)).toEqual(['a.b']);
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
