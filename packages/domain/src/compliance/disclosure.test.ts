import { describe, expect, it } from 'vitest';
import {
  COLLECTION_DISCLOSURE,
  COLLECTION_DISCLOSURE_ES,
  DEBT_COLLECTOR_DISCLOSURE,
  disclosureLines,
  hasDisclosure,
  missingDisclosures,
  withDisclosure,
} from './disclosure';

const EN = DEBT_COLLECTOR_DISCLOSURE.en;
const ES = DEBT_COLLECTOR_DISCLOSURE.es;

describe('the debt-collector disclosure (decision 0097)', () => {
  it('has the short form and the mini-Miranda in English and Spanish', () => {
    expect(EN.subsequent).toBe('This is a debt collector.');
    expect(EN.initial).toBe(COLLECTION_DISCLOSURE);
    for (const words of ['from a debt collector', 'attempt to collect a debt', 'used for that purpose'])
      expect(EN.initial).toContain(words);
    expect(ES.subsequent).toBe('Esto es un cobrador de deudas.');
    expect(ES.initial).toBe(COLLECTION_DISCLOSURE_ES);
    // The words of the Spanish validation notice (validation-notice-text-es.ts).
    for (const words of [
      'cobrador de deudas',
      'Estamos tratando de cobrar una deuda',
      'cualquier información',
    ])
      expect(ES.initial).toContain(words);
    // The short form always fits in one text (160 characters), the opt-out line beside it.
    for (const lang of [EN, ES]) expect(lang.subsequent.length).toBeLessThan(40);
  });

  it('adds the form after the body, once per language', () => {
    expect(withDisclosure('Please call us.', 'subsequent', ['en'], ' ')).toBe(
      'Please call us. This is a debt collector.',
    );
    expect(withDisclosure('Dear Jane,\n\nHello.\n', 'initial', ['en'])).toBe(
      `Dear Jane,\n\nHello.\n\n${EN.initial}`,
    );
    expect(withDisclosure('Hola.', 'initial', ['es', 'en', 'es'])).toBe(
      `Hola.\n\n${ES.initial}\n\n${EN.initial}`,
    );
    expect(withDisclosure('', 'subsequent', ['es'])).toBe(ES.subsequent);
  });

  it('adds nothing when the body already says it; the full form satisfies the short one', () => {
    const short = `Please call us. ${EN.subsequent}`;
    expect(withDisclosure(short, 'subsequent', ['en'])).toBe(short);
    const full = `Hello.\n\n${EN.initial}`;
    expect(withDisclosure(full, 'subsequent', ['en'])).toBe(full);
    expect(withDisclosure(full, 'initial', ['en'])).toBe(full);
    // Wrapped over lines or in other case, it is still there.
    const wrapped =
      'Hello. this communication is from a debt\ncollector. This is an attempt to collect a debt and any information obtained will be used for that purpose.';
    expect(hasDisclosure(wrapped, 'initial', 'en')).toBe(true);
  });

  it('does not take the short form for the full one, nor one language for the other', () => {
    expect(hasDisclosure(`Hi. ${EN.subsequent}`, 'initial', 'en')).toBe(false);
    expect(withDisclosure(`Hi. ${EN.subsequent}`, 'initial', ['en'], ' ')).toBe(
      `Hi. ${EN.subsequent} ${EN.initial}`,
    );
    expect(hasDisclosure(`Hola. ${EN.initial}`, 'subsequent', 'es')).toBe(false);
    expect(missingDisclosures(`Hola. ${EN.initial}`, 'subsequent', ['en', 'es'])).toEqual([ES.subsequent]);
  });

  it('lists the lines a message in these languages carries', () => {
    expect(disclosureLines('subsequent', ['en'])).toEqual([EN.subsequent]);
    expect(disclosureLines('initial', ['es', 'en', 'es'])).toEqual([ES.initial, EN.initial]);
  });
});
