import { randomBytes } from 'node:crypto';
import type { CallStatus } from '@arrears/domain';
import type { CallProgress, SendSmsRequest, StartCallRequest, TelephonyProvider } from './telephony-provider';

/**
 * Numbers with a fixed outcome in the simulator (documented in the README and the demo):
 * any other number rings after 1 s and answers after 3 s.
 */
export const SIMULATOR_TEST_NUMBERS = {
  busy: '5555550101',
  noAnswer: '5555550102',
  failed: '5555550103',
  /** A text message to this number fails ("Unreachable destination"). */
  smsFails: '5555550104',
} as const;

/** When the simulated call moves on, measured from its start. */
export const SIMULATOR_TIMING = {
  ringingAfterMs: 1000,
  answeredAfterMs: 3000,
  noAnswerAfterMs: 8000,
} as const;

export const SIMULATOR_FROM_NUMBER = '+15555550100';

interface SimulatedCall {
  to: string;
  startedAtMs: number;
  /** Set on hang-up. */
  hungUpAtMs: number | null;
  digits: string;
  twiml: string | null;
}

function tenDigits(e164: string): string {
  return e164.replace(/\D/g, '').slice(-10);
}

/**
 * A telephone network in memory. The status is computed from the clock (no timers), so a test moves
 * a call along by moving the clock. State lives as long as the process: a restarted server forgets
 * its simulated calls, and the stored status then stands.
 */
export class SimulatorTelephony implements TelephonyProvider {
  readonly name = 'simulator' as const;
  readonly bridges = false;
  readonly fromNumber = SIMULATOR_FROM_NUMBER;
  readonly webhooks = null;
  private readonly calls = new Map<string, SimulatedCall>();
  /** Texts "sent", newest last (for the demo and tests). */
  readonly sentSms: { sid: string; to: string; body: string }[] = [];

  constructor(private readonly clock: () => number) {}

  async startCall(request: StartCallRequest): Promise<{ callSid: string; status: CallStatus }> {
    const callSid = `SIM${randomBytes(16).toString('hex')}`;
    this.calls.set(callSid, {
      to: tenDigits(request.to),
      startedAtMs: this.clock(),
      hungUpAtMs: null,
      digits: '',
      twiml: null,
    });
    return { callSid, status: 'initiated' };
  }

  async callProgress(callSid: string): Promise<CallProgress | null> {
    const call = this.calls.get(callSid);
    return call ? this.progressOf(call, this.clock()) : null;
  }

  /** The digits the simulated far end heard. */
  digitsOf(callSid: string): string | null {
    return this.calls.get(callSid)?.digits ?? null;
  }

  async sendDigits(callSid: string, digits: string): Promise<void> {
    const call = this.calls.get(callSid);
    if (call) call.digits += digits;
  }

  /** The TwiML the simulated far end was last given (hold, voicemail), or null. */
  redirectedTo(callSid: string): string | null {
    return this.calls.get(callSid)?.twiml ?? null;
  }

  async redirect(callSid: string, twiml: string): Promise<void> {
    const call = this.calls.get(callSid);
    if (call) call.twiml = twiml;
  }

  /** The simulator records nothing. */
  async fetchRecording(): Promise<null> {
    return null;
  }

  async deleteRecording(): Promise<void> {}

  async hangUp(callSid: string): Promise<void> {
    const call = this.calls.get(callSid);
    if (call && call.hungUpAtMs === null) call.hungUpAtMs = this.clock();
  }

  async sendSms(request: SendSmsRequest): Promise<{ sid: string; status: string; error: string | null }> {
    const sid = `SIMSM${randomBytes(15).toString('hex')}`;
    if (tenDigits(request.to) === SIMULATOR_TEST_NUMBERS.smsFails) {
      return { sid, status: 'failed', error: 'Unreachable destination' };
    }
    this.sentSms.push({ sid, to: request.to, body: request.body });
    return { sid, status: 'sent', error: null };
  }

  /** The call as the network sees it at `now`: its natural course, cut short by a hang-up. */
  private progressOf(call: SimulatedCall, now: number): CallProgress {
    const natural = (at: number): CallStatus => {
      const elapsed = at - call.startedAtMs;
      if (elapsed < SIMULATOR_TIMING.ringingAfterMs) return 'initiated';
      if (call.to === SIMULATOR_TEST_NUMBERS.busy) return 'busy';
      if (call.to === SIMULATOR_TEST_NUMBERS.failed) return 'failed';
      if (call.to === SIMULATOR_TEST_NUMBERS.noAnswer)
        return elapsed < SIMULATOR_TIMING.noAnswerAfterMs ? 'ringing' : 'no-answer';
      return elapsed < SIMULATOR_TIMING.answeredAfterMs ? 'ringing' : 'in-progress';
    };
    const answeredAtMs = call.startedAtMs + SIMULATOR_TIMING.answeredAfterMs;
    const endedByNetwork = (status: CallStatus) =>
      status !== 'initiated' && status !== 'ringing' && status !== 'in-progress';
    const hungUp = call.hungUpAtMs;
    const atHangUp = hungUp === null ? null : natural(hungUp);
    if (hungUp !== null && atHangUp !== null && !endedByNetwork(atHangUp)) {
      // Hung up before it ended by itself: completed once answered, canceled before.
      const answered = atHangUp === 'in-progress';
      return {
        status: answered ? 'completed' : 'canceled',
        answeredAtMs: answered ? answeredAtMs : null,
        endedAtMs: hungUp,
        durationSeconds: answered ? Math.round((hungUp - answeredAtMs) / 1000) : 0,
      };
    }
    const status = natural(hungUp ?? now);
    const answered = status === 'in-progress';
    const endedAtMs = endedByNetwork(status) ? this.endOf(call, status) : null;
    return {
      status,
      answeredAtMs: answered ? answeredAtMs : null,
      endedAtMs,
      durationSeconds: endedAtMs === null ? null : 0,
    };
  }

  private endOf(call: SimulatedCall, status: CallStatus): number {
    return (
      call.startedAtMs +
      (status === 'no-answer' ? SIMULATOR_TIMING.noAnswerAfterMs : SIMULATOR_TIMING.ringingAfterMs)
    );
  }
}
