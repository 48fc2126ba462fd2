/**
 * Imports of accounts, payments and transactions: the upload, its progress, its errors and the templates.
 */
export { accountsImportPlugin } from './accounts-import.plugin';
export { importUpload } from './import-upload.service';
export { receiveUpload } from './upload-receiver';
