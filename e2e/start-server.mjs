// Starts the built app for the browser tests on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'arrears-e2e-'));
const server = spawn(process.execPath, [new URL('../apps/server/dist/server.js', import.meta.url).pathname], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Behind a load balancer, as in production: each test sends its own X-Forwarded-For (fixtures.ts).
    TRUST_PROXY: 'true',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
