/** Where a request came from, as security events and sessions record it (set by access.plugin.ts). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}
