/**
 * CSV output (RFC 4180). A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a
 * leading apostrophe: the errors file repeats what uploaded files contained, and must not become a
 * way to run formulas on the machine of whoever opens it.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
