// Types for postgres.mjs (a throwaway PostgreSQL server from Debian's packages).
export function startPostgres(options: { dir: string; port: number | string }): {
  url: string;
  stop(): void;
  /** Stops PostgreSQL (-m fast), keeps it down `downMs`, starts it again on the same data and port. */
  restart(options?: { downMs?: number; timeoutMs?: number }): Promise<void>;
};
