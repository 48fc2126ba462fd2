/**
 * The agent's contact center: the debtor workspace, contacts, and contact change requests.
 */
export { contactCenterPlugin } from './contact-center.plugin';
