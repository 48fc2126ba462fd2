import type { ImportResult, ImportType } from '@arrears/domain';
import { ApiError } from '@/lib/api-client';

export interface UploadImportInput {
  file: File;
  importType: ImportType;
  /** Chosen here so the page can ask for the progress while the server processes the file. */
  uploadId: string;
  /** Fraction of the file sent so far, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  /** The whole file has been sent; the server is now reading it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * POST /api/admin/import (multipart: importType, uploadId, file). XMLHttpRequest rather than
 * fetch, because only XHR reports upload progress. Non-success answers raise ApiError like every
 * other call ("<status>: <body>").
 */
export function uploadImport(input: UploadImportInput): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/import');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      input.onUploadProgress?.(1);
      input.onUploaded?.();
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportResult);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error. Please try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    // Fields before the file, so the server knows what it receives before the bytes arrive.
    form.append('importType', input.importType);
    form.append('uploadId', input.uploadId);
    form.append('file', input.file, input.file.name);
    xhr.send(form);
  });
}

/** A fresh id for one upload. */
export function newUploadId(): string {
  return crypto.randomUUID();
}
