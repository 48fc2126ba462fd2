import { z } from 'zod';
import { stateLabel, US_STATE_CODES } from './state-names';

export const COMPLIANCE_SETTINGS_MESSAGES = {
  notAList: 'licensedStates must be a list of state codes, e.g. ["PA", "NJ"]',
  unknownState: (value: string) =>
    `"${value}" is not a state code: use the two-letter postal codes of the 50 states and DC, e.g. PA`,
} as const;

/**
 * PUT /api/admin/compliance/settings (decision 0106): the states where the agency holds a licence.
 * Codes are read in any case and stored upper-case, once each, in alphabetical order.
 */
export const complianceSettingsBodySchema = z.object({
  licensedStates: z
    .array(z.string({ error: COMPLIANCE_SETTINGS_MESSAGES.notAList }), {
      error: COMPLIANCE_SETTINGS_MESSAGES.notAList,
    })
    .max(100, COMPLIANCE_SETTINGS_MESSAGES.notAList)
    .transform((values, ctx) => {
      const codes = new Set<string>();
      for (const value of values) {
        const code = value.trim().toUpperCase();
        if (!US_STATE_CODES.includes(code)) {
          ctx.addIssue({ code: 'custom', message: COMPLIANCE_SETTINGS_MESSAGES.unknownState(value) });
          return z.NEVER;
        }
        codes.add(code);
      }
      return [...codes].sort();
    }),
});
export type ComplianceSettingsBody = z.input<typeof complianceSettingsBodySchema>;

/** GET and PUT /api/admin/compliance/settings answer. */
export const complianceSettingsSchema = z.object({
  licensedStates: z.array(z.string()),
  /** When an administrator last saved them, and who; null before the first save. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;

/** "MA (Massachusetts), PA (Pennsylvania)" or "none". */
export function describeStates(codes: readonly string[]): string {
  return codes.length ? codes.map(stateLabel).join(', ') : 'none';
}
