import { type DebtorAccount, isBackOffice } from '@arrears/domain';
import { useAuth } from '@/features/auth';
import { useAssignAccount, useAssigneesQuery } from '../api/assignment';

const POOL = '';

/**
 * "Assigned to" in the workspace header: admin and staff pick the agency user who works the account,
 * or the unassigned pool. A collector only works the accounts given to them: nothing to show.
 */
export function AssignmentControl({ debtor }: { debtor: DebtorAccount }) {
  const { user } = useAuth();
  const canAssign = isBackOffice(user?.role);
  const assignees = useAssigneesQuery(canAssign);
  const assign = useAssignAccount(debtor.id);
  if (!canAssign) return null;
  const current = assign.isPending ? assign.variables : (debtor.assignedUserId ?? null);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={`assignee-${debtor.id}`} className="font-medium text-gray-700">
        Assigned to
      </label>
      <select
        id={`assignee-${debtor.id}`}
        className="min-h-11 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        value={current === null || current === undefined ? POOL : String(current)}
        disabled={!assignees.data || assign.isPending}
        onChange={(e) => assign.mutate(e.target.value === POOL ? null : Number(e.target.value))}
      >
        <option value={POOL}>Unassigned (pool)</option>
        {assignees.data?.map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.name} (${a.role})`}
          </option>
        ))}
      </select>
      {assign.isError && (
        <span role="alert" className="text-danger-700">
          Could not change the assignment. Please try again.
        </span>
      )}
    </div>
  );
}
