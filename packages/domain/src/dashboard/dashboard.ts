import { z } from 'zod';
import { parseCents } from '../format/money';
import { listPageFields, listQueryShape } from '../lists/list-query';

/** The dashboard's clock: hot-lead times are shown and collection weeks counted in US Eastern (docs/product/dashboard.md). */
export const DASHBOARD_TIME_ZONE = 'America/New_York';

/** Hot leads (docs/product/dashboard.md): window options in days, the default, the refresh, how many rows at most. */
export const HOT_LEAD_WINDOWS = [1, 3, 7, 14, 30] as const;
export type HotLeadWindow = (typeof HOT_LEAD_WINDOWS)[number];
export const HOT_LEADS_DEFAULT_DAYS: HotLeadWindow = 7;
export const HOT_LEADS_REFRESH_MS = 5 * 60 * 1000;
/** The server answers at most this many leads, the first ones in the requested order (ours). */
export const HOT_LEADS_LIMIT = 200;

/**
 * The orders offered (docs/product/dashboard.md), each with its tie-breakers (ours; the spec does not show them):
 *   balance  balance ↓, visits ↓, last visit ↓, account id ↑
 *   visits   visits ↓, balance ↓, last visit ↓, account id ↑
 *   recency  last visit ↓, balance ↓, visits ↓, account id ↑
 */
export const HOT_LEAD_SORTS = ['balance', 'visits', 'recency'] as const;
export type HotLeadSort = (typeof HOT_LEAD_SORTS)[number];

/** The Recent Accounts table of /admin-viewer (docs/product/dashboard.md) and its refresh (docs/product/dashboard.md). */
export const VIEWER_RECENT_ROWS = 5;
export const VIEWER_REFRESH_MS = 30_000;

/** Weeks in the dashboard's "collected per week" chart (ours). */
export const COLLECTED_WEEKS = 12;

export const DASHBOARD_MESSAGES = {
  hotLeadsDays: 'days must be one of 1, 3, 7, 14 or 30',
  hotLeadsSort: 'sort must be balance, visits or recency',
  /** The 403 of the hot leads (and payment details) call, as the page shows it (docs/product/dashboard.md). */
  adminPrivilegesRequired: 'Access denied: Admin privileges required',
  noHotLeads: 'No Hot Leads Found',
  loadFailed: 'There was an error loading the account data. Please try refreshing the page.',
  noRecentActivity: 'No recent activity to display',
} as const;

/** The hot leads error line for any other failed status (docs/product/dashboard.md). */
export const hotLeadsHttpError = (status: number): string => `HTTP error status ${status}`;

const decimal = z.string().regex(/^-?\d+\.\d{2}$/);

/** GET /api/admin/hot-leads?days={n}&sort={order} */
export const hotLeadsQuerySchema = z.object({
  days: z
    .enum(HOT_LEAD_WINDOWS.map(String) as [string, ...string[]], { error: DASHBOARD_MESSAGES.hotLeadsDays })
    .default(String(HOT_LEADS_DEFAULT_DAYS))
    .transform((v) => Number(v) as HotLeadWindow),
  sort: z.enum(HOT_LEAD_SORTS, { error: DASHBOARD_MESSAGES.hotLeadsSort }).default('balance'),
  /** The table's list parameters (ours, decision 0043): asc turns the chosen order around; a page adds its total. */
  direction: listQueryShape(HOT_LEAD_SORTS).direction,
  page: listQueryShape(HOT_LEAD_SORTS).page,
  pageSize: listQueryShape(HOT_LEAD_SORTS).pageSize,
});
export type HotLeadsQuery = z.output<typeof hotLeadsQuerySchema>;

/** A hot lead (docs/product/dashboard.md): one debt account of a debtor who visited the portal and has not paid since. */
export const hotLeadSchema = z.object({
  accountId: z.number().int(),
  userId: z.number().int(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  unpaidBalance: decimal,
  /** Portal page views of the debtor in the window (all of their accounts share it). */
  visitCount: z.number().int(),
  /** ISO instant of the debtor's latest page view in the window. */
  lastVisit: z.string(),
  primaryPhone: z.string().nullable(),
  emailAddress: z.string().nullable(),
});
export type HotLead = z.infer<typeof hotLeadSchema>;
export const hotLeadsResponseSchema = z.object({
  hotLeads: z.array(hotLeadSchema),
  /** Only when the caller asked for a page or a direction. */
  ...listPageFields,
});
export type HotLeadsResponse = z.infer<typeof hotLeadsResponseSchema>;

/** GET /api/admin/total-collected (docs/product/dashboard.md): approved payments, without the configured test account. */
export const totalCollectedSchema = z.object({
  totalCollected: decimal,
  excludedTestAccount: z.string().nullable(),
});
export type TotalCollected = z.infer<typeof totalCollectedSchema>;

/** GET /api/admin/dashboard-summary (ours): the other dashboard figures and the weekly chart. */
export const dashboardSummarySchema = z.object({
  totalAccounts: z.number().int(),
  totalOutstanding: decimal,
  /** Oldest week first; Monday-start weeks in US Eastern, weeks without payments included as 0.00. */
  collectedByWeek: z.array(z.object({ weekStart: z.iso.date(), amount: decimal })),
  /**
   * Promises to pay settled so far (decision 0058): kept, broken, and kept / (kept + broken) as a
   * percentage with one decimal, null before any is settled. Open promises count in neither.
   */
  promises: z
    .object({ kept: z.number().int(), broken: z.number().int(), keptRate: z.number().nullable() })
    .optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export type HotLeadPriority = 'high' | 'medium' | 'low';

/** docs/product/dashboard.md: high when the balance is over 10000 or visits over 3; medium over 5000 or 2; else low. */
export function hotLeadPriority(unpaidBalance: string, visitCount: number): HotLeadPriority {
  const cents = parseCents(unpaidBalance) ?? 0;
  if (cents > 1_000_000 || visitCount > 3) return 'high';
  if (cents > 500_000 || visitCount > 2) return 'medium';
  return 'low';
}

/** The promise-kept rate in percent, one decimal (decision 0058); null when nothing is settled yet. */
export function promiseKeptRate(kept: number, broken: number): number | null {
  const settled = kept + broken;
  return settled === 0 ? null : Math.round((kept * 1000) / settled) / 10;
}

/**
 * GET /api/admin/home: the numbers of the day on the back office's home (decision 0117), each
 * present only for a role that works it: a collector gets their queue and promises, admin and staff
 * the letters to print too, an admin also the remittances to approve and the failing jobs.
 */
export const adminHomeSchema = z.object({
  /** Accounts ready to call now in the user's own My queue (at most MY_QUEUE_READY_LIMIT). */
  queueReady: z.number().int(),
  /** True when the queue holds more ready accounts than it lists (the limit was reached). */
  queueMore: z.boolean(),
  /** Accounts in the queue that wait for a calling rule to open. */
  queueWaiting: z.number().int(),
  /** Open promises to pay due today or earlier: a collector's own accounts, else the agency's. */
  promisesDue: z.number().int(),
  /** Letters queued for print (admin, staff). */
  lettersToPrint: z.number().int().optional(),
  /** Draft remittances with transactions, waiting for an admin's approval (admin). */
  remittancesToApprove: z.number().int().optional(),
  /** Background jobs whose last run failed (admin). */
  jobsFailing: z.number().int().optional(),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;
