import type { TrackIntentBody } from '@arrears/domain';
import { z } from 'zod';
import { chatCall } from './chat-fetch';

/** POST /api/chat/track-intent, either variant (docs/product/chat.md). Tracking never gets in the visitor's way. */
export async function trackIntent(body: TrackIntentBody): Promise<void> {
  try {
    await chatCall('POST', '/api/chat/track-intent', z.unknown(), body);
  } catch {
    // Ignored on purpose: a lost count must not break the conversation.
  }
}
