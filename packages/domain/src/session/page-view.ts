import { z } from 'zod';

export const pageViewPayloadSchema = z.object({ page: z.string().trim().min(1).max(500) });
export type PageViewPayload = z.infer<typeof pageViewPayloadSchema>;
