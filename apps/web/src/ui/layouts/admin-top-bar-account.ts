import { createContext, type ReactNode } from 'react';

/**
 * The right-hand side of the admin top bar (the signed-in user and Log Out). The app provides it,
 * so the admin layout stays free of the session's code; its own file keeps the layout out of the
 * first download.
 */
export const AdminTopBarAccount = createContext<ReactNode>(null);
