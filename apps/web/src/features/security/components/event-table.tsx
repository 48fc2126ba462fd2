import type { SecurityEvent } from '@arrears/domain';
import { DataTable, useTablePreferences } from '@/ui/data-table';
import { SECURITY_EVENT_COLUMNS, SECURITY_EVENTS_TABLE } from './event-columns';

export interface EventTableProps {
  events: SecurityEvent[];
  /** Names the table for assistive technology. */
  caption: string;
  /** The empty state's text. */
  emptyText: string;
  /** What to do or when events will show, under the empty text. */
  emptyHint?: string;
}

/** These lists come in the server's order (newest first): no sort buttons. */
const FIXED_COLUMNS = SECURITY_EVENT_COLUMNS.map((column) => ({ ...column, sortable: false }));
const IDLE = { isPending: false, isError: false, error: null, refetch: () => undefined };

/**
 * A fixed list of the dashboard's call (the latest events, the high-risk ones), newest first as the
 * server answers it, on the DataTable. Sorting and paging belong to the search, which asks the server.
 */
export function EventTable({ events, caption, emptyText, emptyHint }: EventTableProps) {
  const prefs = useTablePreferences(SECURITY_EVENTS_TABLE);
  return (
    <DataTable
      caption={caption}
      what="security events"
      columns={FIXED_COLUMNS}
      rows={events}
      rowKey={(e) => e.id}
      total={events.length}
      query={IDLE}
      page={1}
      pageSize={Math.max(events.length, 1)}
      onPageChange={() => undefined}
      empty={{ message: emptyText, hint: emptyHint }}
      hiddenColumns={prefs.preferences.hiddenColumns}
      onHiddenColumnsChange={prefs.setHiddenColumns}
    />
  );
}
