import type { ImportProgress, ImportResult, ImportType } from '@arrears/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/ui/use-toast';
import { useImportProgressQuery } from './api/import-progress';
import { newUploadId, uploadImport } from './api/upload-import';

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'uploading'; fraction: number }
  | { name: 'processing' }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; message: string };

export const IMPORT_FAILED_FALLBACK = 'Failed to upload file';

/**
 * One import from the page (docs/product/accounts-import.md: file chosen → processing → result): the upload with its
 * progress, then the server's progress polled every 500 ms until the answer arrives.
 */
export function useImportUpload(): {
  phase: ImportPhase;
  progress: ImportProgress | null;
  start(file: File, importType: ImportType): Promise<ImportPhase>;
  reset(): void;
} {
  const [phase, setPhase] = useState<ImportPhase>({ name: 'idle' });
  const [uploadId, setUploadId] = useState<string | null>(null);
  const running = useRef(false);
  // After a failed upload, follow a run the server still said was running: it may have stopped.
  const [followRun, setFollowRun] = useState(false);
  const progressQuery = useImportProgressQuery(uploadId, phase.name === 'processing', followRun);

  async function start(file: File, importType: ImportType): Promise<ImportPhase> {
    if (running.current) return phase;
    running.current = true;
    setFollowRun(false);
    const id = newUploadId();
    setUploadId(id);
    setPhase({ name: 'uploading', fraction: 0 });
    let next: ImportPhase;
    try {
      const result = await uploadImport({
        file,
        importType,
        uploadId: id,
        onUploadProgress: (fraction) =>
          setPhase((p) => (p.name === 'uploading' ? { name: 'uploading', fraction } : p)),
        onUploaded: () => setPhase((p) => (p.name === 'uploading' ? { name: 'processing' } : p)),
      });
      next = { name: 'done', result };
    } catch (error) {
      const message = errorMessage(error, IMPORT_FAILED_FALLBACK);
      toast({ title: 'Import Failed', description: message, variant: 'destructive' });
      next = { name: 'failed', message };
      setFollowRun(true);
    } finally {
      running.current = false;
    }
    setPhase(next);
    return next;
  }

  return {
    phase,
    progress: progressQuery.data ?? null,
    start,
    reset: () => setPhase({ name: 'idle' }),
  };
}
