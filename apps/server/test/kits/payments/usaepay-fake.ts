import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that checks requests the way USAePay does (Basic "apikey:s2/seed/sha256")
 * and answers what a test sets per "METHOD /path". Tests only.
 */
export const FAKE_API_KEY = '_V87Qtb513Cd3vabM7RC0TbtJWeSo8p7';
export const FAKE_PIN = '123456';

export interface SeenRequest {
  method: string;
  /** With the query string. */
  path: string;
  hashValid: boolean;
  body: unknown;
}

export type Reply = (res: ServerResponse) => void;

export const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

export interface FakeUsaepay {
  baseUrl: string;
  seen: SeenRequest[];
  /** Answers for "POST /api/v2/transactions" and the like; a route not set answers 404. */
  routes: Map<string, Reply>;
  close(): Promise<void>;
}

function hashValid(req: IncomingMessage): boolean {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [, seed = '', hash = ''] = /^s2\/([^/]+)\/([0-9a-f]{64})$/.exec(decoded.slice(colon + 1)) ?? [];
  const expected = createHash('sha256').update(`${FAKE_API_KEY}${seed}${FAKE_PIN}`).digest('hex');
  return decoded.slice(0, colon) === FAKE_API_KEY && seed !== '' && hash === expected;
}

export async function startFakeUsaepay(): Promise<FakeUsaepay> {
  const seen: SeenRequest[] = [];
  const routes = new Map<string, Reply>();
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const request: SeenRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      hashValid: hashValid(req),
      body: raw === '' ? null : JSON.parse(raw),
    };
    seen.push(request);
    if (!request.hashValid) return json(401, { error: 'Invalid API key or hash', errorcode: 23 })(res);
    const route = routes.get(`${request.method} ${request.path.split('?')[0]}`);
    if (!route) return json(404, { error: 'Not found', errorcode: 404 })(res);
    route(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    routes,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
