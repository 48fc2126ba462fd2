import { DISPUTE_STATUSES, DISPUTE_TYPES, disputeTypeLabel } from '@arrears/domain';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';

export interface AdminDisputeFilters {
  /** A status, or 'all'. */
  status: string;
  /** A dispute type, or 'all'. */
  type: string;
  /** Words of the debtor's explanation. */
  reason: string;
}

export const NO_DISPUTE_FILTERS: AdminDisputeFilters = { status: 'all', type: 'all', reason: '' };

const FIELD = 'w-full sm:w-48';

/** Status, type and words of the reason; the server applies them. */
export function AdminDisputeFiltersBar({
  filters,
  onChange,
}: {
  filters: AdminDisputeFilters;
  onChange: (filters: AdminDisputeFilters) => void;
}) {
  return (
    <fieldset className="flex w-full min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">Filters</legend>
      <SelectField
        className={FIELD}
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value })}
        options={[
          { value: 'all', label: 'All Statuses' },
          ...DISPUTE_STATUSES.map((s) => ({ value: s, label: disputeTypeLabel(s) })),
        ]}
      />
      <SelectField
        className={FIELD}
        label="Type"
        value={filters.type}
        onChange={(e) => onChange({ ...filters, type: e.target.value })}
        options={[
          { value: 'all', label: 'All Types' },
          ...DISPUTE_TYPES.map((t) => ({ value: t, label: disputeTypeLabel(t) })),
        ]}
      />
      <TextField
        className={FIELD}
        label="Reason contains"
        type="search"
        value={filters.reason}
        maxLength={100}
        onChange={(e) => onChange({ ...filters, reason: e.target.value })}
      />
    </fieldset>
  );
}
