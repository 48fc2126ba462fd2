/**
 * The name of an uploaded file as shown to people: no folders, no control characters (PostgreSQL
 * text refuses NUL), a sane length. Never used as a path: files are stored under random names.
 */
export function displayFilename(raw: string, fallback = 'document.pdf'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || fallback;
}
