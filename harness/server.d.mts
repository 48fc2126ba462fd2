// Types for the shared process helpers (server.mjs), so TypeScript suites (apps/server/system) can use them.
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const SERVER_ENTRY: string;
export const WEB_INDEX: string;
export const HOST: string;

export interface ServerProcess {
  child: ChildProcess & { exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };
  port: number;
  url: string;
  startedAt: number;
  readyAt?: number;
  output(): string;
}

export function onCleanup(fn: () => void): void;
export function watchdog(ms: number, what: string): void;
export function freePort(): Promise<number>;
export function tempDir(prefix: string): string;
export function requireServerBuild(): void;
export function spawnServer(options: {
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): ServerProcess;
export function waitFor200(
  server: ServerProcess,
  path: string,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<number>;
export function startServer(options?: {
  env?: Record<string, string>;
  nodeArgs?: string[];
  readyPath?: string;
  timeoutMs?: number;
}): Promise<ServerProcess>;
export function stopServer(
  server: ServerProcess | null | undefined,
  options?: { graceMs?: number },
): Promise<void>;
export function signIn(server: ServerProcess, username: string, password: string): Promise<string>;
export function run(
  cmd: string,
  args: string[],
  options?: { env?: Record<string, string>; timeoutMs?: number },
): string;
