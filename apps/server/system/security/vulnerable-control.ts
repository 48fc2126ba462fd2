import { createServer, type Server } from 'node:http';
import pg from 'pg';

/**
 * The positive control of the sqlmap suite: a deliberately vulnerable endpoint on the same
 * PostgreSQL (the search text pasted into the SQL). If sqlmap, with the suite's options, does not
 * flag THIS, its "not injectable" verdicts on the real API would prove nothing.
 */
export async function startVulnerableControl(
  databaseUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const server: Server = createServer(async (req, res) => {
    const search = new URL(req.url ?? '/', 'http://x').searchParams.get('search') ?? '';
    try {
      // Injectable on purpose: never write SQL like this.
      const { rows } = await pool.query(
        `SELECT account_number FROM debt_accounts WHERE full_name ILIKE '%${search}%' ORDER BY id`,
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/search?search=Maria`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
