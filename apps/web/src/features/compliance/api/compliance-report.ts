import { type ComplianceReport, easternDateOf } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { type ListParams, listSearch } from '@/lib/list-query';

export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last 30 days, today included (US Eastern days, like the report's weeks). */
export function defaultRange(now = Date.now()): ReportRange {
  return { from: easternDateOf(now - 29 * DAY_MS), to: easternDateOf(now) };
}

const rangeQuery = (range: ReportRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

/**
 * GET /api/admin/compliance?from&to: blocked attempts and contacts per debt per week; the blocked
 * table's sort, page and filters ride along, so `blocked` is one page and `total` counts them all.
 */
export const fetchComplianceReport = (range: ReportRange, table: ListParams) =>
  apiJson<ComplianceReport>('GET', `/api/admin/compliance${listSearch({ ...range, ...table })}`);

/** The export file of the same range: CSV or Excel. */
export const complianceExportUrl = (format: 'csv' | 'xlsx', range: ReportRange) =>
  `/api/admin/compliance/export?format=${format}&${rangeQuery(range)}`;

export function useComplianceReportQuery(range: ReportRange, table: ListParams, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/compliance', range.from, range.to, table],
    queryFn: () => fetchComplianceReport(range, table),
    enabled,
    placeholderData: keepPreviousData,
  });
}
