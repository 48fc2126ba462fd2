import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * Every row of every table of the public schema as text, one line per column value
 * (`table.column: value`): what a database dump would hold. Every column is cast to text; bytea is
 * decoded with PostgreSQL's 'escape' encoding, so plain text stored as bytes is readable as such
 * (row_to_json would show only hex).
 */
export async function dumpDatabase(db: Database): Promise<string> {
  const columns = await db.execute<{ table_name: string; column_name: string; data_type: string }>(
    sql`select c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, { name: string; type: string }[]>();
  for (const c of columns.rows) {
    const list = byTable.get(c.table_name) ?? [];
    list.push({ name: c.column_name, type: c.data_type });
    byTable.set(c.table_name, list);
  }
  const lines: string[] = [];
  for (const [table, cols] of byTable) {
    const selected = sql.join(
      cols.map((c, i) =>
        c.type === 'bytea'
          ? sql`encode(${sql.identifier(c.name)}, 'escape') as ${sql.identifier(`c${i}`)}`
          : sql`${sql.identifier(c.name)}::text as ${sql.identifier(`c${i}`)}`,
      ),
      sql`, `,
    );
    const rows = await db.execute<Record<string, string | null>>(
      sql`select ${selected} from ${sql.identifier(table)}`,
    );
    for (const row of rows.rows) {
      cols.forEach((c, i) => {
        const value = row[`c${i}`];
        if (value !== null && value !== undefined) lines.push(`${table}.${c.name}: ${value}`);
      });
    }
  }
  return lines.join('\n');
}
