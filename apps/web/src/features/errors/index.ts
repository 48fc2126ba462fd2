/** The error pages other features show in place of their own content. */
export { AccessDeniedPage, type AccessDeniedVariant } from './access-denied-page';
export { ErrorBoundary } from './error-boundary';
