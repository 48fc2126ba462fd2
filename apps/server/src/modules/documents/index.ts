/**
 * Accounts' PDF documents: staff upload and manage them, a customer opens their own.
 */
export { documentsPlugin } from './documents.plugin';
