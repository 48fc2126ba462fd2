import { INPUT_MESSAGES } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import es from './i18n/es.json';

/** The server's answer to a control character (decision 0090) is found in the shared messages and said in Spanish. */
describe('the control-character message', () => {
  it('is the domain text in English, and has its Spanish', () => {
    expect(en.messages.controlCharacters).toBe(INPUT_MESSAGES.controlCharacters);
    expect(es.messages.controlCharacters).toMatch(/^Su entrada contiene caracteres/);
  });
});
