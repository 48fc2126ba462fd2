import twilio from 'twilio';

/**
 * The TwiML of agent calls (decision 0123). Every answer keeps someone talking, ringing or playing:
 * none of ours is a bare <Pause>, and none leaves a debtor in silence (decision 0123).
 */

export const VOICE_WEBHOOK_PATHS = {
  /** The agent answered: whisper, guard, then <Dial> the debtor. */
  bridge: '/api/webhooks/twilio/bridge',
  /** The <Dial>'s action: the debtor leg left the Dial (ended, or moved to hold or the room). */
  dialEnd: '/api/webhooks/twilio/bridge/dial-end',
  /** The debtor answered: the recording announcement before the bridge (the <Number>'s url). */
  announce: '/api/webhooks/twilio/bridge/announce',
  /** Answering-machine detection's result on the debtor leg. */
  amd: '/api/webhooks/twilio/amd',
  /** A recording is ready to fetch. */
  recording: '/api/webhooks/twilio/recording',
} as const;

/** What the debtor hears while held (decision 0123): a message, then music, never silence. */
export const HOLD_MESSAGE = 'Please hold. Your call will continue in a moment.';
/** Twilio's public hold music. */
export const HOLD_MUSIC_URL = 'https://com.twilio.music.classical.s3.amazonaws.com/BusyStrings.mp3';
export const RECORDING_ANNOUNCEMENT = 'This call may be recorded.';
/** The agent hears this when the debtor leg has ended and nothing else follows. */
export const CALL_ENDED_FOR_AGENT = 'The call has ended.';
export const VOICEMAIL_LEFT_FOR_AGENT =
  'Your message is playing to the answering machine. The call will end.';

type Say = { voice: 'Polly.Joanna-Neural'; language: 'en-US' };
const SAY: Say = { voice: 'Polly.Joanna-Neural', language: 'en-US' };

export interface BridgeTwimlInput {
  /** Heard by the agent only, before the debtor is dialled. */
  whisper: string;
  callerId: string;
  /** The debtor's E.164 number. */
  debtorNumber: string;
  /** Absolute URLs of ours (PUBLIC_URL + path). */
  urls: {
    dialEnd: string;
    debtorStatus: string;
    amd: string;
    announce: string | null;
    recording: string | null;
  };
}

/** The agent answered and the guard allows the call: whisper, then dial the debtor. */
export function bridgeTwiml(input: BridgeTwimlInput): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(SAY, input.whisper);
  const dial = response.dial({
    callerId: input.callerId,
    answerOnBridge: true,
    action: input.urls.dialEnd,
    method: 'POST',
    ...(input.urls.recording
      ? {
          record: 'record-from-answer-dual',
          recordingStatusCallback: input.urls.recording,
          recordingStatusCallbackMethod: 'POST',
          recordingStatusCallbackEvent: ['completed'],
        }
      : {}),
  });
  dial.number(
    {
      statusCallback: input.urls.debtorStatus,
      statusCallbackMethod: 'POST',
      statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
      machineDetection: 'DetectMessageEnd',
      amdStatusCallback: input.urls.amd,
      amdStatusCallbackMethod: 'POST',
      ...(input.urls.announce ? { url: input.urls.announce, method: 'POST' } : {}),
    },
    input.debtorNumber,
  );
  return response.toString();
}

/** Said to the agent when the guard stops the call at the bridge; then the line is hung up. */
export function sayThenHangUp(words: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(SAY, words);
  response.hangup();
  return response.toString();
}

/** The debtor answered a recorded call: the announcement, then the bridge connects. */
export function announcementTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(SAY, RECORDING_ANNOUNCEMENT);
  return response.toString();
}

/** The debtor on hold: the message, then music on a loop until the agent takes them back. */
export function holdTwiml(): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(SAY, HOLD_MESSAGE);
  response.play({ loop: 0 }, HOLD_MUSIC_URL);
  return response.toString();
}

/**
 * The call's conference room, where both legs meet once the debtor leg has left the Dial (hold, the
 * keypad). The agent's leg ends the room when it leaves; the debtor's may step out and back (hold).
 * A leg alone in the room hears the hold music, never silence.
 */
export function roomTwiml(
  room: string,
  leg: 'agent' | 'debtor',
  recording: string | null,
  digitsFirst?: string,
): string {
  const response = new twilio.twiml.VoiceResponse();
  if (digitsFirst) response.play({ digits: digitsFirst });
  const dial = response.dial();
  dial.conference(
    {
      beep: 'false',
      startConferenceOnEnter: true,
      endConferenceOnExit: leg === 'agent',
      waitUrl: HOLD_MUSIC_URL,
      waitMethod: 'GET',
      ...(recording && leg === 'agent'
        ? {
            record: 'record-from-start',
            recordingStatusCallback: recording,
            recordingStatusCallbackMethod: 'POST',
            recordingStatusCallbackEvent: ['completed'],
          }
        : {}),
    },
    room,
  );
  return response.toString();
}

/** The limited-content message to the debtor's machine (decision 0125), then the leg ends. */
export function voicemailTwiml(message: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(SAY, message);
  response.hangup();
  return response.toString();
}

/** An empty answer (status callbacks). */
export function emptyTwiml(): string {
  return new twilio.twiml.VoiceResponse().toString();
}

/**
 * Whether a TwiML document keeps nobody waiting in silence: false when its only verbs are <Pause>
 * (what the calls answered before the bridge). The test of every TwiML we answer uses it.
 */
export function isOnlyPause(twiml: string): boolean {
  const verbs = [...twiml.matchAll(/<([A-Z][A-Za-z]*)\b/g)].map((m) => m[1]).filter((v) => v !== 'Response');
  return verbs.length > 0 && verbs.every((v) => v === 'Pause');
}
