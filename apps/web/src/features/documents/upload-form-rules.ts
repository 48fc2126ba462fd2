import { DOCUMENT_MESSAGES, isPdfUpload } from '@arrears/domain';

/**
 * The upload form's rules (docs/product/documents.md): only PDFs may be chosen; the upload needs a file and an
 * account and stays disabled until both are there. The 10MB limit is only a hint here: the server
 * refuses bigger files with its own message.
 */
export function fileChoiceError(file: Pick<File, 'name' | 'type'> | null): string | null {
  if (!file) return null;
  return isPdfUpload(file) ? null : DOCUMENT_MESSAGES.invalidType;
}

export interface UploadFormState {
  file: Pick<File, 'name' | 'type'> | null;
  accountId: number | null;
  pending: boolean;
}

/** What stops an upload, or null when it may go. */
export function uploadProblem({ file, accountId }: UploadFormState): string | null {
  if (!file || accountId === null) return DOCUMENT_MESSAGES.missingInformation;
  return fileChoiceError(file);
}

export function canUpload(state: UploadFormState): boolean {
  return !state.pending && uploadProblem(state) === null;
}
