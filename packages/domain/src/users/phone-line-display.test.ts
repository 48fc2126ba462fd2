import { describe, expect, it } from 'vitest';
import { phoneLineSchema } from './agency-users';
import { formatPhoneLine, phoneLineKind, phoneNumberToLine } from './phone-line-display';

describe('phone lines as people read and type them', () => {
  it('names the browser phone, a US number and a SIP address', () => {
    expect(formatPhoneLine('browser')).toBe('Browser phone');
    expect(formatPhoneLine(undefined)).toBe('Browser phone');
    expect(formatPhoneLine('+12155550100')).toBe('+1 (215) 555-0100');
    expect(formatPhoneLine('+447700900123')).toBe('+447700900123');
    expect(formatPhoneLine('sip:maria@pbx.example.com')).toBe('sip:maria@pbx.example.com');
    expect(phoneLineKind('sip:maria@pbx.example.com')).toBe('sip');
    expect(phoneLineKind('+12155550100')).toBe('number');
  });

  it('turns a typed number into E.164 the schema takes, and leaves nonsense for the schema to refuse', () => {
    for (const typed of ['(215) 555-0100', '215-555-0100', '1 215 555 0100', '+1 215 555 0100']) {
      expect(phoneNumberToLine(typed)).toBe('+12155550100');
      expect(phoneLineSchema.safeParse(phoneNumberToLine(typed)).success).toBe(true);
    }
    expect(phoneNumberToLine('+44 7700 900123')).toBe('+447700900123');
    for (const typed of ['555-0100', 'call me', '+1 215 555 01000000000']) {
      expect(phoneLineSchema.safeParse(phoneNumberToLine(typed)).success).toBe(false);
    }
  });
});
