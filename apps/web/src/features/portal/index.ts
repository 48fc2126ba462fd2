/** The debtor portal's home (/debtor) and its menu (docs/product/debtor-portal.md). */
export { PortalMenu, showsPortalMenu } from './components/portal-menu';
