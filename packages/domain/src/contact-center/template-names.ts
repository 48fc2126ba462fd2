/** The message templates of the agent's compose card (docs/product/contact-center.md), for SMS and e-mail alike. */
export const MESSAGE_TEMPLATES = [
  'standard_delinquent',
  'payment_reminder',
  'settlement_opportunity',
  'final_notice',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export interface FilledEmail {
  subject: string;
  body: string;
}
