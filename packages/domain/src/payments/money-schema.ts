import { z } from 'zod';
import { parseCents } from '../format/money';
import { PAYMENT_MESSAGES } from './payment-messages';

/**
 * An amount as the forms send it (12.5, "12.50", "$1,012.50") read into integer cents, at least 1 cent.
 * A JSON number prints back to the digits it was written with, so no precision is lost on the way.
 */
export const positiveCentsSchema = z
  .union([z.number(), z.string()], { error: PAYMENT_MESSAGES.amountMin })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const cents = /e/i.test(text) ? null : parseCents(text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.amountFormat });
      return z.NEVER;
    }
    if (cents < 1) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.amountMin });
      return z.NEVER;
    }
    return cents;
  });

/** The largest id a row can have (PostgreSQL integer): a larger one names nothing. */
export const MAX_ROW_ID = 2_147_483_647;

/** An account id sent as a number or a numeric string. */
export const idSchema = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN))
    .pipe(z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message));
