import { describe, expect, it } from 'vitest';
import { SIMULATOR_TEST_NUMBERS, SIMULATOR_TIMING, SimulatorTelephony } from './simulator-telephony';

function simulator() {
  let now = Date.parse('2026-03-02T15:00:00Z');
  const sim = new SimulatorTelephony(() => now);
  return { sim, advance: (ms: number) => (now += ms) };
}

const start = (sim: SimulatorTelephony, tenDigits: string) =>
  sim.startCall({ to: `+1${tenDigits}`, from: sim.fromNumber, statusCallbackUrl: 'http://x.test/cb' });

describe('SimulatorTelephony calls', () => {
  it('moves initiated → ringing (1 s) → in-progress (3 s) by the clock, and completes on hang-up', async () => {
    const { sim, advance } = simulator();
    const { callSid, status } = await start(sim, '2155550123');
    expect(status).toBe('initiated');
    expect((await sim.callProgress(callSid))?.status).toBe('initiated');
    advance(SIMULATOR_TIMING.ringingAfterMs);
    expect((await sim.callProgress(callSid))?.status).toBe('ringing');
    advance(SIMULATOR_TIMING.answeredAfterMs - SIMULATOR_TIMING.ringingAfterMs);
    const answered = await sim.callProgress(callSid);
    expect(answered).toMatchObject({ status: 'in-progress', endedAtMs: null });
    advance(60_000);
    expect((await sim.callProgress(callSid))?.status).toBe('in-progress');
    await sim.hangUp(callSid);
    advance(5_000);
    expect(await sim.callProgress(callSid)).toMatchObject({ status: 'completed', durationSeconds: 60 });
  });

  it('cancels a call hung up before it is answered', async () => {
    const { sim, advance } = simulator();
    const { callSid } = await start(sim, '2155550123');
    advance(1500);
    await sim.hangUp(callSid);
    expect(await sim.callProgress(callSid)).toMatchObject({ status: 'canceled', answeredAtMs: null });
  });

  it.each([
    [SIMULATOR_TEST_NUMBERS.busy, 'busy', 1000],
    [SIMULATOR_TEST_NUMBERS.failed, 'failed', 1000],
    [SIMULATOR_TEST_NUMBERS.noAnswer, 'no-answer', SIMULATOR_TIMING.noAnswerAfterMs],
  ])('test number %s ends %s after %i ms', async (number, outcome, afterMs) => {
    const { sim, advance } = simulator();
    const { callSid } = await start(sim, number);
    advance(afterMs - 1);
    expect((await sim.callProgress(callSid))?.status).toBe(afterMs > 1000 ? 'ringing' : 'initiated');
    advance(1);
    expect((await sim.callProgress(callSid))?.status).toBe(outcome);
    await sim.hangUp(callSid); // too late: the network ended it
    expect((await sim.callProgress(callSid))?.status).toBe(outcome);
  });

  it('records DTMF digits and knows nothing of foreign call sids', async () => {
    const { sim } = simulator();
    const { callSid } = await start(sim, '2155550123');
    await sim.sendDigits(callSid, '1');
    await sim.sendDigits(callSid, '#9');
    expect(sim.digitsOf(callSid)).toBe('1#9');
    expect(await sim.callProgress('CAunknown')).toBeNull();
  });
});

describe('SimulatorTelephony SMS', () => {
  it('sends at once, except to the failing test number', async () => {
    const { sim } = simulator();
    const ok = await sim.sendSms({ to: '+12155550123', body: 'Hello' });
    expect(ok).toMatchObject({ status: 'sent', error: null });
    expect(sim.sentSms).toEqual([{ sid: ok.sid, to: '+12155550123', body: 'Hello' }]);
    const failed = await sim.sendSms({ to: `+1${SIMULATOR_TEST_NUMBERS.smsFails}`, body: 'Hello' });
    expect(failed).toMatchObject({ status: 'failed', error: 'Unreachable destination' });
    expect(sim.sentSms).toHaveLength(1);
  });
});
