import type { Database } from '../../db/client';
import { deleteExpiredRows } from '../housekeeping/expired-rows';
import { sweepStaleCharges } from '../payments/stale-charges';
import { HOUSEKEEPING, STALE_CHARGE_SWEEP } from './job-catalog';
import type { JobDefinition } from './job-queue';

/** The server's jobs with their handlers; each is safe to run on any instance. */
export function serverJobs(db: Database): JobDefinition[] {
  return [
    {
      ...STALE_CHARGE_SWEEP,
      run: async () => ({ markedForReconciliation: await sweepStaleCharges({ db }) }),
    },
    {
      ...HOUSEKEEPING,
      run: async () => ({ deleted: await deleteExpiredRows(db) }),
    },
  ];
}
