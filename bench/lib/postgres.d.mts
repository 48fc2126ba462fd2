// Types for postgres.mjs (a throwaway PostgreSQL server from Debian's packages).
export function startPostgres(options: { dir: string; port: number | string }): { url: string; stop(): void };
