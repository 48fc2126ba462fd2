import { hostname } from 'node:os';
import { easternDateOf } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { flagPastLimitation } from '../accounts';
import { runDue } from '../arrangements';
import { deleteExpiredRows } from '../housekeeping';
import { bounceRefusedLetterMails, draftPlacementNotices } from '../letters';
import { sweepStaleCharges } from '../payments';
import { evaluatePromises } from '../promises';
import { draftDailyRemittances } from '../remittances';
import { foldRollups } from '../rollups';
import { deleteExpiredRecordings } from '../telephony';
import {
  ARRANGEMENT_SCHEDULER,
  CALL_RECORDING_RETENTION,
  DAILY_REMITTANCES,
  HOUSEKEEPING,
  LIMITATION_CHECK,
  PLACEMENT_NOTICES,
  PROMISE_EVALUATION,
  ROLLUP_FOLD,
  STALE_CHARGE_SWEEP,
} from './job-catalog';
import type { JobDefinition } from './job-queue';

/** Which server process ran a job (host and process id), kept with the run for the admin. */
export const INSTANCE_LABEL = `${hostname()}:${process.pid}`;

/**
 * The server's jobs with their handlers; each is safe to run on any instance. They take the app's
 * deps (the arrangement scheduler charges through the processor and mails), and its clock.
 */
export function serverJobs(deps: AppDeps, ranOn = INSTANCE_LABEL): JobDefinition[] {
  const { db, clock } = deps;
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
    {
      ...ARRANGEMENT_SCHEDULER,
      run: async () => {
        const result = await runDue(deps, easternDateOf(clock()));
        // The job's record keeps counts; the charged installments are in the payments and the timeline.
        return { ...result, charged: result.charged.length, ranOn };
      },
    },
    {
      ...PLACEMENT_NOTICES,
      run: async () => ({
        ...(await draftPlacementNotices(deps)),
        bouncedToPrint: await bounceRefusedLetterMails(deps),
        ranOn,
      }),
    },
    {
      ...ROLLUP_FOLD,
      run: async () => ({ folded: await foldRollups(db), ranOn }),
    },
    {
      ...CALL_RECORDING_RETENTION,
      run: async () => ({ deletedRecordings: await deleteExpiredRecordings(deps), ranOn }),
    },
    {
      ...LIMITATION_CHECK,
      // Every account, every day: a period ends with no event to say so (decision 0107).
      run: async () => {
        const flagged = await flagPastLimitation(db, {
          today: easternDateOf(clock()),
          scope: null,
          userId: null,
          source: 'compliance',
        });
        return { flaggedTimeBarred: flagged.length, ranOn };
      },
    },
  ];
}
