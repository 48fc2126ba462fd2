import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { deleteExpiredRows } from '../housekeeping/expired-rows';
import { sweepStaleCharges } from '../payments/stale-charges';
import { evaluatePromises } from '../promises/promise-evaluation';
import { draftDailyRemittances } from '../remittances/daily-remittances';
import { DAILY_REMITTANCES, HOUSEKEEPING, PROMISE_EVALUATION, STALE_CHARGE_SWEEP } from './job-catalog';
import type { JobDefinition } from './job-queue';

/** Which server process ran a job (host and process id), kept with the run for the admin. */
export const INSTANCE_LABEL = `${hostname()}:${process.pid}`;

/** The server's jobs with their handlers; each is safe to run on any instance. */
export function serverJobs(
  db: Database,
  ranOn = INSTANCE_LABEL,
  clock: () => number = Date.now,
): JobDefinition[] {
  return [
    {
      ...STALE_CHARGE_SWEEP,
      run: async () => ({ markedForReconciliation: await sweepStaleCharges({ db }), ranOn }),
    },
    {
      ...HOUSEKEEPING,
      run: async () => ({ deleted: await deleteExpiredRows(db), ranOn }),
    },
    {
      ...DAILY_REMITTANCES,
      run: async () => ({ ...(await draftDailyRemittances(db, clock())), ranOn }),
    },
    {
      ...PROMISE_EVALUATION,
      run: async () => ({ ...(await evaluatePromises(db, clock())), ranOn }),
    },
  ];
}
