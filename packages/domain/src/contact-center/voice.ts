import { z } from 'zod';

/**
 * The agent's voice calls beyond the spec's five (decision 0123, docs/product/contact-center.md): the
 * agent's phone line, the browser phone's access token, the debtor leg's answering machine, the
 * limited-content voicemail and hold.
 */

/** Who answered the debtor leg, as answering-machine detection reports it (null: not known). */
export const ANSWERED_BY = ['human', 'machine'] as const;
export type AnsweredBy = (typeof ANSWERED_BY)[number];

/** The agent leg of a bridged call (null on the simulator, which rings no agent). */
export const AGENT_LEG_STATUSES = ['ringing', 'in-progress', 'completed'] as const;
export type AgentLegStatus = (typeof AGENT_LEG_STATUSES)[number];

/** GET /api/telephony/agent: where the signed-in user takes calls. */
export const telephonyAgentSchema = z.object({
  phoneLine: z.string(),
  provider: z.enum(['simulator', 'twilio']),
  /** Twilio with a voice grant configured and the user's line is the browser. */
  browserPhone: z.boolean(),
});
export type TelephonyAgent = z.infer<typeof telephonyAgentSchema>;

/** GET /api/telephony/token: a Twilio access token for the browser phone, valid one hour. */
export const telephonyTokenSchema = z.object({ token: z.string(), identity: z.string() });
export type TelephonyToken = z.infer<typeof telephonyTokenSchema>;

/** The browser phone's client identity of a user. */
export const agentIdentity = (userId: number): string => `agent-${userId}`;

export const voicemailDropBodySchema = z.object({ callSid: z.string().min(1).max(64) });
export const holdBodySchema = z.object({
  callSid: z.string().min(1).max(64),
  hold: z.boolean({ error: 'hold must be true or false' }),
});

/** Server answers of the voice calls. */
export const VOICE_MESSAGES = {
  dispositionPending: 'Save the outcome of your last call before placing another (account {accountNumber}).',
  noVoiceGrant: 'The browser phone is not set up on this server (no Twilio API key or TwiML app).',
  notMachine: 'A message can only be left when an answering machine took the call.',
  voicemailLeft: 'A message was already left on this call.',
  notLive: 'The call is not connected to the consumer.',
  conversationAfterVoicemail:
    'A message was left on an answering machine: this call was not a conversation. Choose Left Message or another outcome.',
  noIndividual:
    'The message must name a person to call back: add your first and last name to your user, or set the agency contact name.',
  cannotLeaveMessage: 'This message cannot be left.',
  recordingNotFound: 'This call has no recording.',
} as const;
