/**
 * Which import run a client's uploadId names, so the page can poll progress with the id it chose
 * before the upload started. The progress itself lives in import_runs (any instance can read it);
 * this index of upload id → run id is kept by the instance that runs the import, for the most
 * recent uploads. TODO(lead): an `upload_id` column on import_runs would make it shared and durable.
 */
export class UploadRegistry {
  private readonly runsByUpload = new Map<string, number>();

  constructor(private readonly maxEntries = 10_000) {}

  has(uploadId: string): boolean {
    return this.runsByUpload.has(uploadId);
  }

  register(uploadId: string, runId: number): void {
    this.runsByUpload.set(uploadId, runId);
    // A Map iterates oldest first: forget the oldest uploads beyond the limit.
    while (this.runsByUpload.size > this.maxEntries) {
      const oldest = this.runsByUpload.keys().next().value as string;
      this.runsByUpload.delete(oldest);
    }
  }

  runIdOf(uploadId: string): number | null {
    return this.runsByUpload.get(uploadId) ?? null;
  }
}
