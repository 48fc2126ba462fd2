// Support for card-gateway-faults.test.ts: a local HTTP server standing in for USAePay's REST v2
// transactions endpoint. What it does with a sale is chosen by the invoice's prefix, so a retry of
// the same invoice meets the same fault, and every sale it receives is counted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** OK- approves; LATE- approves after `lateMs` (past our time-out); E500- answers 500; DROP- cuts the connection. */
export type ProcessorBehaviour = 'approve' | 'late-approve' | 'error-500' | 'drop';

const BEHAVIOUR_BY_PREFIX: Record<string, ProcessorBehaviour> = {
  OK: 'approve',
  LATE: 'late-approve',
  E500: 'error-500',
  DROP: 'drop',
};

export interface ProcessorSale {
  invoice: string;
  amount: string;
  behaviour: ProcessorBehaviour;
  /** The processor took the money (it approved, whether or not our side heard the answer). */
  charged: boolean;
  receivedAt: number;
}

export interface FakeProcessor {
  baseUrl: string;
  sales: ProcessorSale[];
  salesOf(invoice: string): ProcessorSale[];
  /** Resolves once every late approval due so far has been written (or found its caller gone). */
  lateAnswersDone(): Promise<void>;
  close(): Promise<void>;
}

export const PROCESSOR_500_ERROR = 'Internal server error';

export async function startFakeProcessor({ lateMs }: { lateMs: number }): Promise<FakeProcessor> {
  const sales: ProcessorSale[] = [];
  const late = new Set<Promise<void>>();
  let refnum = 3_100_000_000;

  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    const invoice = String(body.invoice ?? '');
    const behaviour = BEHAVIOUR_BY_PREFIX[invoice.split('-')[0]] ?? 'approve';
    if (req.url !== '/api/v2/transactions' || body.command !== 'cc:sale') {
      res.statusCode = 404;
      return res.end('{"error":"Unknown command"}');
    }
    const amount = String(body.amount);
    const charged = behaviour === 'approve' || behaviour === 'late-approve';
    sales.push({ invoice, amount, behaviour, charged, receivedAt: Date.now() });
    if (behaviour === 'drop') return req.socket.destroy();
    if (behaviour === 'error-500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: PROCESSOR_500_ERROR, errorcode: '10500' }));
    }
    refnum += 1;
    const answer = approval(String(refnum), amount);
    if (behaviour === 'approve') return sendJson(res, answer);
    const done = new Promise<void>((resolve) =>
      setTimeout(() => {
        if (!res.destroyed) sendJson(res, answer);
        resolve();
      }, lateMs),
    );
    late.add(done);
    void done.finally(() => late.delete(done));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sales,
    salesOf: (invoice) => sales.filter((s) => s.invoice === invoice),
    async lateAnswersDone() {
      await Promise.all([...late]);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An approval in USAePay's transaction shape (the fields usaepay-gateway.ts reads). */
function approval(refnum: string, amount: string) {
  return {
    type: 'transaction',
    key: `tk${refnum}`,
    refnum,
    is_duplicate: 'N',
    result_code: 'A',
    result: 'Approved',
    authcode: '314159',
    auth_amount: amount,
    creditcard: { type: 'V', number: '4000xxxxxxxx2224', cardholder: 'John Doe' },
    avs: { result_code: 'YYY', result: 'Address: Match & 5 Digit Zip: Match' },
    cvc: { result_code: 'M', result: 'Match' },
  };
}

function sendJson(res: ServerResponse, value: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
