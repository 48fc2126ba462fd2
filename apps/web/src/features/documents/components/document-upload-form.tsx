import {
  type DebtAccountSearchHit,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
} from '@arrears/domain';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useUploadDocumentMutation } from '../api/upload-document';
import { canUpload, fileChoiceError, uploadProblem } from '../upload-form-rules';

/**
 * The upload of /admin/documents (docs/product/documents.md): a PDF, its type, for the chosen account. The button
 * waits for both a file and an account; a non-PDF is refused as soon as it is chosen.
 */
export function DocumentUploadForm({ account }: { account: DebtAccountSearchHit | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [documentType, setDocumentType] = useState<DocumentType>('statement');
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDocumentMutation();
  const ids = { file: useId(), hint: useId(), error: useId(), type: useId() };
  const state = { file, accountId: account?.id ?? null, pending: upload.isPending };

  const clearFile = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = fileChoiceError(chosen);
    setFileError(problem);
    if (problem) clearFile();
    else setFile(chosen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = uploadProblem(state);
    if (problem || !file || !account) {
      toast({ title: DOCUMENT_MESSAGES.uploadFailed, description: problem, variant: 'destructive' });
      return;
    }
    upload.mutate(
      { file, debtAccountId: account.id, documentType },
      {
        onSuccess: (created) => {
          clearFile();
          toast({
            title: DOCUMENT_MESSAGES.uploaded,
            description: `${created.originalFilename} was added to account ${created.accountNumber}.`,
            variant: 'success',
            duration: 4000,
          });
        },
        onError: (error) =>
          toast({
            title: DOCUMENT_MESSAGES.uploadFailed,
            description: errorMessage(error, DOCUMENT_MESSAGES.uploadFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Upload document">
      <div className="space-y-1.5">
        <label htmlFor={ids.file} className="block font-medium text-gray-800 text-sm">
          PDF Document
        </label>
        <input
          ref={inputRef}
          id={ids.file}
          type="file"
          accept="application/pdf,.pdf"
          onChange={onFile}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${ids.error} ${ids.hint}` : ids.hint}
          className={cn(
            inputClasses,
            fileError ? 'border-danger-700' : 'border-gray-300',
            'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800',
          )}
        />
        {fileError && (
          <p id={ids.error} className="text-danger-700 text-sm">
            {fileError}
          </p>
        )}
        <p id={ids.hint} className="text-gray-600 text-sm">
          {DOCUMENT_MESSAGES.maxSizeHint}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.type} className="block font-medium text-gray-800 text-sm">
          Document Type
        </label>
        <select
          id={ids.type}
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value as DocumentType)}
          className={cn(inputClasses, 'border-gray-300')}
        >
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!canUpload(state)} fullWidth>
        <Upload className="size-4" aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : 'Upload Document'}
      </Button>
      {!account && <p className="text-gray-600 text-sm">Choose a debt account above first.</p>}
    </form>
  );
}
