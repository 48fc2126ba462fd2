import type { BankruptcyChapter } from './scrub-flags';

/**
 * The account's active scrub flags as the contact rules read them (decision 0101). A flag lifted
 * by staff is not here; a flag here always counts, except active duty, which counts until its end.
 */
export interface ScrubFacts {
  bankruptcy: { chapter: BankruptcyChapter | null; caseNumber: string | null; filedOn: string | null } | null;
  deceased: { diedOn: string | null } | null;
  attorney: { name: string; phone: string | null; address: string | null } | null;
  /** The start (orders or entry on duty) and, when known, the end of active duty. */
  militaryActiveDuty: { startOn: string; endOn: string | null } | null;
  litigious: boolean;
}

export const NO_SCRUBS: ScrubFacts = {
  bankruptcy: null,
  deceased: null,
  attorney: null,
  militaryActiveDuty: null,
  litigious: false,
};

/**
 * SCRA protection (50 U.S.C. 3937, decision 0103): from the start of active duty to its end. After
 * the end the flag stays on record but no longer holds collection back.
 */
export function militaryDutyActive(duty: ScrubFacts['militaryActiveDuty'], today: string): boolean {
  return duty !== null && (duty.endOn === null || today <= duty.endOn);
}
