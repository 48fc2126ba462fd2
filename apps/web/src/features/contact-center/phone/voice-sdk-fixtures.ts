/**
 * For the unit tests only: the voice SDK's Device and Call as a test swaps them in
 * (vi.mock('@twilio/voice-sdk', () => import('./voice-sdk-fixtures'))), recording what the page asks.
 * `FakeDevice.last.ring({ callSid })` rings the browser phone as Twilio would.
 */
type Handler = (...args: unknown[]) => void;

class Emitter {
  handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

export class FakeCall extends Emitter {
  accepted = false;
  muted = false;
  digits: string[] = [];
  disconnected = false;
  parameters = { CallSid: 'CAagentleg' };
  constructor(public customParameters: Map<string, string>) {
    super();
  }
  accept() {
    this.accepted = true;
    this.emit('accept', this);
  }
  mute(on = true) {
    this.muted = on;
    this.emit('mute', on, this);
  }
  isMuted() {
    return this.muted;
  }
  sendDigits(digits: string) {
    this.digits.push(digits);
  }
  disconnect() {
    this.disconnected = true;
    this.emit('disconnect', this);
  }
}

export class FakeDevice extends Emitter {
  static last: FakeDevice | null = null;
  tokens: string[];
  destroyed = false;
  constructor(token: string) {
    super();
    this.tokens = [token];
    FakeDevice.last = this;
  }
  async register() {
    this.emit('registered');
  }
  updateToken(token: string) {
    this.tokens.push(token);
  }
  destroy() {
    this.destroyed = true;
  }
  ring(params: Record<string, string>) {
    const call = new FakeCall(new Map(Object.entries(params)));
    this.emit('incoming', call);
    return call;
  }
}

export { FakeCall as Call, FakeDevice as Device };
