/**
 * A letter's body as blocks the renderer lays out (letter-pdf.ts): each template turns its figures
 * and its catalogue's words into these, so a template file holds words and order, never drawing.
 */
export type LetterBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  /** Label and amount lines, a sum's last line in bold. */
  | { kind: 'amounts'; rows: { label: string; amount: string; bold?: boolean }[] }
  /** A small table (a schedule, the ledger's entries): the last column right-aligned. */
  | { kind: 'table'; head: string[]; rows: string[][] };

export interface LetterContent {
  title: string;
  blocks: LetterBlock[];
}
