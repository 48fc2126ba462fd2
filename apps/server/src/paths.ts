import { fileURLToPath } from 'node:url';

// This file sits one folder below apps/server both as source (src/) and when bundled (dist/),
// so these paths hold in development, tests and production alike.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
