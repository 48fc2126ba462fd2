import { z } from 'zod';
import { chatCall } from './chat-fetch';

/** POST /api/chat/session/extend: tells the server the verified visitor is still there. */
export async function extendChatSession(): Promise<void> {
  await chatCall('POST', '/api/chat/session/extend', z.object({ success: z.boolean() }));
}
