import { describe, expect, it } from 'vitest';
import { hasRefusedCharacter } from './text-input';

describe('hasRefusedCharacter (decision 0090)', () => {
  it('refuses NUL, the other C0 controls but tab and line breaks, DEL, C1 and lone surrogates', () => {
    const refused = [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f];
    for (const code of refused)
      expect(hasRefusedCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    expect(hasRefusedCharacter('a\ud800b')).toBe(true);
    expect(hasRefusedCharacter('a\udc00')).toBe(true);
    expect(hasRefusedCharacter('\ud800')).toBe(true);
  });

  it('keeps tab, line feed, carriage return, accents, emoji and the rest of Unicode', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb', 'Peña Ávila', '😀', 'x\u00a0y', '中文', '', '\u2028']) {
      expect(hasRefusedCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });
});
