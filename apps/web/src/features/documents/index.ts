/** Documents for other features: one account's documents, as the agent workspace shows them. */
export { AccountDocumentsPanel } from './account-documents-panel';
