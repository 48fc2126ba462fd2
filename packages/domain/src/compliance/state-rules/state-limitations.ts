import { addDays } from '../zoned-time';
import type { DebtType } from './debt-types';

/**
 * Statutes of limitations on collecting a consumer debt in court, in years, by the consumer's state and
 * the kind of debt (decision 0107). Only states we could source are here (decision 0108 lists the
 * rest and why): for any other state the product flags nothing by itself and staff mark the account
 * by hand, as before. Where a statute gives a longer period to a rarer form (a note under seal, a
 * witnessed note), the table keeps the ordinary one: flagging early never lets the agency sue.
 */
export interface StateLimitation {
  state: string;
  years: Readonly<Record<DebtType, number>>;
  source: string;
  note?: string;
}

const same = (n: number): Record<DebtType, number> => ({
  written_contract: n,
  open_account: n,
  promissory_note: n,
  oral_contract: n,
});

export const STATE_LIMITATIONS: readonly StateLimitation[] = [
  {
    state: 'AZ',
    years: { written_contract: 6, open_account: 3, promissory_note: 6, oral_contract: 3 },
    source: 'Ariz. Rev. Stat. §12-548 (written contracts), §12-543 (oral debts, stated and open accounts)',
    note: '§12-548 gives 6 years to a debt evidenced by a credit card: import credit cards as written_contract.',
  },
  {
    state: 'CA',
    years: { written_contract: 4, open_account: 4, promissory_note: 4, oral_contract: 2 },
    source: 'Cal. Code Civ. Proc. §337 (written contracts, book accounts), §339(1) (oral contracts)',
  },
  {
    state: 'CO',
    years: same(6),
    source: 'Colo. Rev. Stat. §13-80-103.5(1)(a) (actions to recover a liquidated or determinable debt)',
  },
  {
    state: 'DC',
    years: same(3),
    source: 'D.C. Code §12-301(7) (simple contracts, express or implied)',
  },
  {
    state: 'FL',
    years: { written_contract: 5, open_account: 4, promissory_note: 5, oral_contract: 4 },
    source: 'Fla. Stat. §95.11(2)(b) (written contracts), §95.11(3) (oral contracts, open accounts)',
  },
  {
    state: 'GA',
    years: { written_contract: 6, open_account: 4, promissory_note: 6, oral_contract: 4 },
    source: 'Ga. Code Ann. §9-3-24 (simple written contracts), §9-3-25 (open accounts, oral contracts)',
  },
  {
    state: 'IL',
    years: { written_contract: 10, open_account: 5, promissory_note: 10, oral_contract: 5 },
    source:
      '735 ILCS 5/13-206 (written contracts, promissory notes), 5/13-205 (unwritten contracts, open accounts)',
  },
  {
    state: 'MA',
    years: same(6),
    source: 'Mass. Gen. Laws ch. 260, §2 (contracts)',
    note: 'A witnessed promissory note has 20 years (ch. 260, §1); the table keeps 6.',
  },
  {
    state: 'MD',
    years: same(3),
    source: 'Md. Code, Cts. & Jud. Proc. §5-101 (civil actions generally)',
    note: 'A contract under seal has 12 years (§5-102); the table keeps 3.',
  },
  {
    state: 'MI',
    years: same(6),
    source: 'Mich. Comp. Laws §600.5807 (breach of contract), §440.3118 (notes)',
  },
  {
    state: 'NC',
    years: same(3),
    source: 'N.C. Gen. Stat. §1-52(1) (contracts, express or implied)',
    note: 'A sealed instrument has 10 years (§1-47(2)); the table keeps 3.',
  },
  {
    state: 'NJ',
    years: same(6),
    source: 'N.J. Stat. Ann. §2A:14-1 (contracts), §12A:3-118 (notes)',
  },
  {
    state: 'NY',
    years: same(3),
    source:
      'N.Y. C.P.L.R. 214-i (consumer credit transactions; Consumer Credit Fairness Act, in force 7 April 2022)',
    note: 'A payment after the period does not revive the debt (N.Y. Gen. Oblig. Law §17-101 as amended).',
  },
  {
    state: 'PA',
    years: same(4),
    source: '42 Pa. Cons. Stat. §5525(a) (contracts, written or oral, and instruments in writing)',
  },
  {
    state: 'TX',
    years: same(4),
    source: 'Tex. Civ. Prac. & Rem. Code §16.004(a)(3), (c) (debts, open accounts)',
    note: 'A payment does not revive a time-barred debt a debt buyer holds (Tex. Fin. Code §392.307).',
  },
  {
    state: 'VA',
    years: { written_contract: 5, open_account: 3, promissory_note: 5, oral_contract: 3 },
    source:
      'Va. Code Ann. §8.01-246(2) (written contracts), §8.01-246(4) (unwritten contracts, open accounts)',
  },
  {
    state: 'WA',
    years: { written_contract: 6, open_account: 6, promissory_note: 6, oral_contract: 3 },
    source:
      'Rev. Code Wash. §4.16.040(1)-(2) (written contracts, accounts receivable), §4.16.080(3) (oral contracts)',
  },
];

export function limitationOf(
  state: string,
  table: readonly StateLimitation[] = STATE_LIMITATIONS,
): StateLimitation | undefined {
  return table.find((entry) => entry.state === state);
}

/** The facts a limitation period is counted from (the account's stored values). */
export interface LimitationFacts {
  state: string | null;
  debtType: DebtType | null;
  /** 'yyyy-mm-dd' */
  dateOfFirstDelinquency: string | null;
  /** The latest payment's day ('yyyy-mm-dd'), or null. */
  lastPaymentDate: string | null;
}

export interface LimitationAnswer {
  /** The state's period for this kind of debt; null when the state or the facts are not on file. */
  years: number | null;
  /** The day the period is counted from: the later of first delinquency and the last payment. */
  countedFrom: string | null;
  /** The last day a suit could be brought; the debt is time-barred from the day after. */
  endsOn: string | null;
  timeBarred: boolean;
  source: string | null;
}

/** 'yyyy-mm-dd' plus whole years; 29 February lands on 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return addDays(target, Math.min(d, lastDay) - 1);
}

/**
 * Whether the debt is past its state's limitation period on `today` ('yyyy-mm-dd'): counted from
 * the later of the date of first delinquency and the last payment (decision 0107).
 */
export function limitationFor(
  facts: LimitationFacts,
  today: string,
  table: readonly StateLimitation[] = STATE_LIMITATIONS,
): LimitationAnswer {
  const none = { years: null, countedFrom: null, endsOn: null, timeBarred: false, source: null };
  const state = (facts.state ?? '').trim().toUpperCase();
  const entry = state ? limitationOf(state, table) : undefined;
  if (!entry || !facts.debtType || !facts.dateOfFirstDelinquency) return none;
  const years = entry.years[facts.debtType];
  const payment = facts.lastPaymentDate;
  const countedFrom =
    payment && payment > facts.dateOfFirstDelinquency ? payment : facts.dateOfFirstDelinquency;
  const endsOn = addYears(countedFrom, years);
  return { years, countedFrom, endsOn, timeBarred: today > endsOn, source: entry.source };
}
