/** The kinds of debt the limitation periods tell apart (the accounts import's `debt_type`, decision 0107). */
export const DEBT_TYPES = ['written_contract', 'open_account', 'promissory_note', 'oral_contract'] as const;
export type DebtType = (typeof DEBT_TYPES)[number];

export const DEBT_TYPE_LABELS: Record<DebtType, string> = {
  written_contract: 'Written contract',
  open_account: 'Open account (credit card, revolving)',
  promissory_note: 'Promissory note',
  oral_contract: 'Oral contract',
};

/** 'Written contract', 'written-contract', 'WRITTEN_CONTRACT' → 'written_contract'; null when not one of them. */
export function parseDebtType(value: string): DebtType | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (DEBT_TYPES as readonly string[]).includes(key) ? (key as DebtType) : null;
}
