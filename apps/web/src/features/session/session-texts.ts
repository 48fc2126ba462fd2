/** The warning's words (docs/product/sign-in.md), shared by the dialog and the toast beside it. */
export const SESSION_WARNING_TITLE = 'Session Expiring';
export const SESSION_WARNING_TEXT = 'Your session will expire in 5 minutes due to inactivity.';
