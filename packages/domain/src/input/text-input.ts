/**
 * What a text field may hold (decision 0090). Every string the server receives — a JSON body, a
 * query string, a path parameter, a multipart field, an imported cell — is refused when it holds:
 *   - a C0 control character (U+0000–U+001F) other than tab, line feed and carriage return;
 *   - DEL (U+007F) or a C1 control character (U+0080–U+009F);
 *   - a lone UTF-16 surrogate (half of a pair), which cannot be written as UTF-8.
 * Tab, line feed and carriage return stay: notes, messages, letters and addresses pasted from a
 * document hold them, and they are harmless to PostgreSQL and to the log.
 */
export const INPUT_MESSAGES = {
  controlCharacters:
    'Your entry contains characters we cannot accept, such as invisible control characters. Please remove them and try again.',
} as const;

/** One refused character (global flag left off: `test` keeps no state between calls). */
const REFUSED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character no text field accepts. */
export function hasRefusedCharacter(text: string): boolean {
  return REFUSED.test(text);
}
