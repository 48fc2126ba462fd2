/**
 * Accounts' PDF documents: staff upload and manage them, a customer opens their own.
 */

export { createDocumentStore } from './create-document-store';
export type { DocumentStore } from './document-store';
export { documentsPlugin } from './documents.plugin';
