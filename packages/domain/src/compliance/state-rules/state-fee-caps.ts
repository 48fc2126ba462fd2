/**
 * Caps on the interest and collection fees an agency may add to a consumer's debt (decision 0105).
 * Everywhere, federal law allows an amount only if the agreement creating the debt expressly
 * authorizes it or the law permits it (15 U.S.C. §1692f(1); 12 CFR 1006.22(b)): that is the
 * baseline, and the product adds no interest and no fee by itself. The table keeps what a state adds:
 * a fee cap as a share of the balance, which a fee posted by hand is checked against
 * (collectionFeeProblem), and the legal rate of interest where the agreement names none, shown to
 * staff. We found no state percentage cap on collection fees that we could cite (decision 0108).
 */
export interface StateFeeCap {
  state: string;
  /** The largest collection fee, in basis points of the balance before the fee; null = no cap sourced. */
  collectionFeeMaxBasisPoints: number | null;
  /** The legal rate when the agreement names none, in basis points a year; null = not sourced. */
  legalInterestBasisPoints: number | null;
  source: string;
  note?: string;
}

export const FEDERAL_FEE_RULE = {
  source: '15 U.S.C. §1692f(1); 12 CFR 1006.22(b)',
  text: 'No interest, fee or charge unless the agreement creating the debt expressly authorizes it or the law permits it.',
} as const;

export const STATE_FEE_CAPS: readonly StateFeeCap[] = [
  {
    state: 'IL',
    collectionFeeMaxBasisPoints: null,
    legalInterestBasisPoints: 500,
    source: '815 ILCS 205/1 (5% a year where no rate is agreed)',
  },
  {
    state: 'PA',
    collectionFeeMaxBasisPoints: null,
    legalInterestBasisPoints: 600,
    source: '41 Pa. Stat. §202 (legal rate of interest, 6% a year)',
  },
  {
    state: 'TX',
    collectionFeeMaxBasisPoints: null,
    legalInterestBasisPoints: 600,
    source:
      'Tex. Fin. Code §302.002 (6% a year from the 30th day after an account is due, where no rate is agreed)',
  },
];

export function feeCapOf(
  state: string,
  table: readonly StateFeeCap[] = STATE_FEE_CAPS,
): StateFeeCap | undefined {
  return table.find((entry) => entry.state === state);
}

/**
 * Why a collection fee of `feeCents` on a balance of `balanceCents` is over the state's cap, or null
 * when the state has no cap on file or the fee is within it.
 */
export function collectionFeeProblem(
  state: string | null,
  feeCents: number,
  balanceCents: number,
  table: readonly StateFeeCap[] = STATE_FEE_CAPS,
): string | null {
  const code = (state ?? '').trim().toUpperCase();
  const cap = code ? feeCapOf(code, table) : undefined;
  if (!cap || cap.collectionFeeMaxBasisPoints === null) return null;
  const maxCents = Math.floor((Math.max(balanceCents, 0) * cap.collectionFeeMaxBasisPoints) / 10_000);
  if (feeCents <= maxCents) return null;
  const percent = cap.collectionFeeMaxBasisPoints / 100;
  return `A collection fee in ${code} is capped at ${percent}% of the balance (${cap.source})`;
}
