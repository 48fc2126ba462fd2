import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@arrears/domain';

/** What the file input accepts (docs/product/accounts-import.md: CSV, xlsx or xls). */
export const IMPORT_ACCEPT = '.csv,.xlsx,.xls';
const EXTENSIONS = /\.(csv|xlsx|xls)$/i;

/**
 * The client's checks before uploading (docs/product/accounts-import.md); the server checks again, and judges the
 * file by its content. Answers the message to show, or null when the file may be sent.
 */
export function importFileProblem(file: File | null): string | null {
  if (!file) return IMPORT_MESSAGES.missingFile;
  if (!EXTENSIONS.test(file.name)) return IMPORT_MESSAGES.wrongType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}
