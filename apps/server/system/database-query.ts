import pg from 'pg';

/**
 * One query on the database behind the server under test, on a connection of its own (closed
 * after), so it works across restarts of PostgreSQL and of the server.
 */
export async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
