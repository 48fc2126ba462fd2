import { parseCents } from '@arrears/domain';
import { useState } from 'react';
import type { PortalAccount } from './use-portal-accounts';

/**
 * The account the debtor is paying: the one they picked, else the first that still owes something
 * (else the first). A picked account that is no longer listed falls back the same way.
 */
export function useChosenAccount(list: readonly PortalAccount[]) {
  const [chosenId, choose] = useState<number | null>(null);
  const chosen =
    list.find((item) => item.figures.id === chosenId) ??
    list.find((item) => (parseCents(item.figures.currentBalance) ?? 0) > 0) ??
    list[0];
  return { chosen, choose };
}
