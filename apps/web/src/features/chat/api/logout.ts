import { z } from 'zod';
import { chatCall } from './chat-fetch';

/** POST /api/chat/logout: ends the chat session on the server. The widget resets whatever it answers. */
export async function logoutChat(): Promise<void> {
  try {
    await chatCall('POST', '/api/chat/logout', z.unknown());
  } catch {
    // Nothing to tell the visitor: the cookie dies with the session's idle limit anyway.
  }
}
