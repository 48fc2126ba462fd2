/** The two doors of docs/product/identity.md: the same two steps, their own calls and destination. */
export type QuickAccessVariant = 'quick' | 'dispute';

export interface QuickAccessVariantInfo {
  verifyPath: string;
  completePath: string;
  /** Where a verified debtor goes. */
  destination: string;
  heading: string;
  intro: string;
}

export const QUICK_ACCESS_VARIANTS: Record<QuickAccessVariant, QuickAccessVariantInfo> = {
  quick: {
    verifyPath: '/api/quick-access-verify',
    completePath: '/api/quick-access',
    destination: '/debtor',
    heading: 'Quick Access',
    intro: 'Verify your identity to see your balance and pay your bill. No username or password needed.',
  },
  dispute: {
    verifyPath: '/api/dispute-quick-access-verify',
    completePath: '/api/dispute-quick-access',
    destination: '/dispute-portal',
    heading: 'Dispute Quick Access',
    intro: 'Verify your identity to dispute a debt or check on a dispute you filed.',
  },
};
