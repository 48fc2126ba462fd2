import type { Config } from '../../config';
import { DiskDocumentStore, type DocumentStore } from './document-store';
import { S3DocumentStore } from './s3-document-store';

/** The store DOCUMENT_STORAGE names: a folder (DOCUMENTS_DIR) or an S3-compatible bucket. */
export function createDocumentStore(
  config: Pick<Config, 'documentStorage' | 'documentsDir' | 's3'>,
): DocumentStore {
  if (config.documentStorage === 's3') {
    if (!config.s3) throw new Error('DOCUMENT_STORAGE=s3 without S3 settings'); // loadConfig refuses this
    return new S3DocumentStore(config.s3);
  }
  return new DiskDocumentStore(config.documentsDir);
}
