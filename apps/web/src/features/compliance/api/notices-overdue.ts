import type { NoticeOverdue } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ReportRange } from './compliance-report';

/** GET /api/admin/compliance/notices-overdue?from&to: validation notices sent late or not at all. */
export function useNoticesOverdueQuery(range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/compliance/notices-overdue', range.from, range.to],
    queryFn: () =>
      apiJson<NoticeOverdue[]>(
        'GET',
        `/api/admin/compliance/notices-overdue?${new URLSearchParams({ ...range }).toString()}`,
      ),
    enabled,
  });
}
