import { popularIntentsResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

export const POPULAR_INTENTS_PATH = '/api/chat/popular-intents';

/**
 * GET /api/chat/popular-intents: intent values, most chosen first. The call carries the chat cookie,
 * so the server also counts it as activity of a live chat session (see use-chat-keep-alive.ts).
 */
export async function fetchPopularIntents(): Promise<string[]> {
  const rows = await chatCall('GET', POPULAR_INTENTS_PATH, popularIntentsResponseSchema);
  return rows.map((row) => row.intentValue);
}
