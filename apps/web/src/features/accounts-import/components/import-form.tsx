import { IMPORT_TYPES, type ImportType } from '@arrears/domain';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { IMPORT_ACCEPT, importFileProblem } from '../import-file-checks';

const TYPE_LABEL = { accounts: 'Accounts', payments: 'Payments', transactions: 'Transactions' } as const;

export interface ImportFormProps {
  busy: boolean;
  /** Starts the import; resolves true on success, when the chosen file is cleared (docs/product/accounts-import.md). */
  onImport(file: File, importType: ImportType): Promise<boolean>;
}

/** Import type, file, and the client-side checks of docs/product/accounts-import.md (the server checks again). */
export function ImportForm({ busy, onImport }: ImportFormProps) {
  const [importType, setImportType] = useState<ImportType>('accounts');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const errorId = `${fileId}-error`;
  const hintId = `${fileId}-hint`;

  function choose(next: File | null) {
    setFile(next);
    setProblem(next ? importFileProblem(next) : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = importFileProblem(file);
    setProblem(found);
    if (found || !file) return;
    if (await onImport(file, importType)) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset>
        <legend className="font-medium text-gray-800 text-sm">Import type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {IMPORT_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                importType === type
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-gray-300 bg-white text-gray-800',
              )}
            >
              <input
                type="radio"
                name="importType"
                value={type}
                checked={importType === type}
                onChange={() => setImportType(type)}
                disabled={busy}
                className="size-4 accent-brand-600"
              />
              {TYPE_LABEL[type]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block font-medium text-gray-800 text-sm">
          File (CSV, .xlsx or .xls)
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : hintId}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="block w-full rounded-lg border border-gray-300 bg-white text-gray-800 text-sm file:mr-3 file:min-h-11 file:border-0 file:bg-gray-100 file:px-4 file:font-medium file:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        {problem ? (
          <p id={errorId} role="alert" className="text-danger-700 text-sm">
            {problem}
          </p>
        ) : (
          <p id={hintId} className="text-gray-600 text-sm">
            Up to 10MB. The first row must name the columns.
          </p>
        )}
      </div>

      <Button type="submit" disabled={busy}>
        <Upload className="size-4" aria-hidden="true" />
        {busy ? 'Importing…' : 'Upload and Import'}
      </Button>
    </form>
  );
}
