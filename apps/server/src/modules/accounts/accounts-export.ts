import type { Writable } from 'node:stream';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { type RequestActivity, restAfterBatch } from '../../request-activity';
import { MisplacedValueError } from '../../security/field-encryption';
import { workerFor } from '../../worker-thread';
import type { OnMisplaced } from './account-presenter';
import { accountTextBatches } from './export-batches';
import {
  BATCHES_IN_FLIGHT,
  type ExportInbound,
  type ExportOutbound,
  type ExportWorkerInput,
} from './export-worker-protocol';

/** The export's file date is the agency's calendar day (US Eastern), not the server's. */
export const EXPORT_TIME_ZONE = 'America/New_York';
/** Rows read per query; the workbook is flushed to the client between batches. */
export const EXPORT_BATCH_SIZE = 1_000;

/** debt_accounts_export_{YYYY-MM-DD}.xlsx (docs/product/accounts-import.md), dated in US Eastern time. */
export function exportFileName(nowMs: number): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: EXPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMs));
  return `debt_accounts_export_${day}.xlsx`;
}

/** The answer to an export asked for while another one runs in this process. */
export const EXPORT_BUSY_MESSAGE =
  'An accounts export is already being prepared. Try again when it has finished downloading.';

let exportRunning = false;

/**
 * One export at a time per server process: each holds a worker thread and a database
 * connection for minutes (a million accounts: about two and a half). The slot is given back by
 * calling the function returned; a second export meanwhile answers 429.
 */
export function takeExportSlot(): () => void {
  if (exportRunning) throw new HttpError(429, EXPORT_BUSY_MESSAGE);
  exportRunning = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    exportRunning = false;
  };
}

/** complete: false when the client went away before the end (the worker was stopped). */
export interface ExportOutcome {
  complete: boolean;
  rows: number;
}

/**
 * Writes every account as an .xlsx to `out`. The workbook is made on a worker thread
 * (export-worker.ts); this thread reads the accounts a keyset batch at a time as one text each,
 * sends them over and writes the compressed chunks the worker posts back to `out`, telling it
 * when the client has taken them. So neither side runs ahead: memory stays flat whatever the
 * number of accounts, and the event loop only passes bytes along. Stops the worker when the
 * client disconnects (`out` closes); rejects when the worker fails.
 */
export function writeAccountsWorkbook(
  db: Database,
  keys: ExportWorkerInput,
  out: Writable,
  activity: Pick<RequestActivity, 'busy'>,
  onMisplaced?: OnMisplaced,
): Promise<ExportOutcome> {
  let settled = false;
  let batchesInFlight = 0;
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    wake?.();
    wake = null;
  };

  return new Promise<ExportOutcome>((resolve, reject) => {
    // dist/export-worker.js beside dist/server.js, or export-worker.ts beside this file. (Started
    // in here: should it throw, the export rejects like any other failure.)
    const worker = workerFor(import.meta.url, 'export-worker', keys);
    const send = (message: ExportInbound) => worker.postMessage(message);
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      wakeUp();
      // The slot and the memory are given back only once the thread is gone.
      void worker.terminate().then(finish, finish);
    };
    const fail = (error: Error) => settle(() => reject(error));

    /** Bytes written to `out` while it pushed back: acknowledged together on its next 'drain'. */
    let owed = 0;
    const forward = (bytes: Uint8Array) => {
      const fits = out.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      if (fits && owed === 0) return send({ type: 'taken', bytes: bytes.length });
      if (owed === 0)
        out.once('drain', () => {
          const bytesTaken = owed;
          owed = 0;
          send({ type: 'taken', bytes: bytesTaken });
        });
      owed += bytes.length;
    };

    worker.on('message', (message: ExportOutbound) => {
      if (settled) return;
      switch (message.type) {
        case 'batchDone':
          batchesInFlight -= 1;
          wakeUp();
          return;
        case 'chunk':
          forward(message.bytes);
          return;
        case 'misplaced':
          onMisplaced?.(new MisplacedValueError(message.binding));
          return;
        case 'done':
          // Settled before the last byte goes out: whoever waits on the export (the route gives
          // the slot back) is told first, so a client that asks again at once is not refused.
          settled = true;
          void worker.terminate();
          resolve({ complete: true, rows: message.rows });
          setImmediate(() => out.end());
          return;
        case 'failed':
          fail(new Error(`The export worker failed: ${message.message}`));
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`The export worker stopped (exit code ${code}) before the end`)),
    );
    // The client went away: nothing more to write, the worker is stopped.
    out.on('close', () => settle(() => resolve({ complete: false, rows: 0 })));

    (async () => {
      const batches = accountTextBatches(db, EXPORT_BATCH_SIZE);
      try {
        let started = performance.now();
        for await (const rows of batches) {
          while (batchesInFlight >= BATCHES_IN_FLIGHT && !settled)
            await new Promise<void>((resume) => (wake = resume));
          if (settled) return;
          batchesInFlight += 1;
          send({ type: 'rows', rows });
          // While people are being answered, the export gives way as an import does (decision 0083):
          // a batch's time (its read, and the worker catching up) is followed by as long a rest.
          const rest = restAfterBatch(performance.now() - started, activity);
          if (rest > 0) await new Promise((resume) => setTimeout(resume, rest));
          started = performance.now();
        }
        if (!settled) send({ type: 'end' });
      } finally {
        await batches.return(undefined);
      }
    })().catch(fail);
  });
}
