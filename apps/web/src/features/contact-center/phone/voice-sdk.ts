/**
 * The browser phone's SDK (decision 0126): imported on demand, so it is a chunk of its own that only a
 * back-office user whose line is the browser phone downloads, and the one place a test swaps it.
 */
export const loadVoiceSdk = () => import('@twilio/voice-sdk');

export type VoiceSdk = Awaited<ReturnType<typeof loadVoiceSdk>>;
export type VoiceDevice = InstanceType<VoiceSdk['Device']>;
export type VoiceCall = InstanceType<VoiceSdk['Call']>;
