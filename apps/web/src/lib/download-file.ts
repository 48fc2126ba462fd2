import { throwIfNotOk } from './api-client';

/** The file name of a Content-Disposition header, else the fallback. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser reads the blob after the click returns: free it once the download has surely started.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}

/**
 * Fetches a file (cookies sent) and saves it under the server's Content-Disposition name, else
 * the fallback; raises ApiError on a failed answer. Answers the name it was saved under.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await fetch(path, { credentials: 'include' });
  await throwIfNotOk(res);
  const name = fileNameOf(res.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
