/**
 * Debtors' page visits (for hot leads).
 */
export { pageViewsPlugin } from './page-views.plugin';
