// The browser phone's SDK as the voice browser test serves it in place of the built @twilio/voice-sdk
// chunk (decision 0126): the same exports, a Device that registers at once, and calls that record what
// the page asks of them. The test rings it through window.fakeVoice, as Twilio would ring the agent.
class Emitter {
  constructor() {
    this.handlers = new Map();
  }
  on(event, handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event, handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return this;
  }
  emit(event, ...args) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

export class Call extends Emitter {
  constructor(customParameters) {
    super();
    this.customParameters = new Map(Object.entries(customParameters));
    this.parameters = { CallSid: `CAbrowser${Math.random().toString(16).slice(2, 10)}` };
    this.state = 'pending';
    this.muted = false;
    this.digits = [];
  }
  accept() {
    this.state = 'open';
    this.emit('accept', this);
  }
  reject() {
    this.state = 'closed';
    this.emit('reject');
  }
  mute(on = true) {
    this.muted = on;
    this.emit('mute', on, this);
  }
  isMuted() {
    return this.muted;
  }
  sendDigits(digits) {
    this.digits.push(digits);
  }
  disconnect() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.emit('disconnect', this);
  }
  status() {
    return this.state;
  }
}

export class Device extends Emitter {
  constructor(token, options) {
    super();
    this.token = token;
    this.options = options;
    this.state = 'unregistered';
    window.fakeVoice.device = this;
  }
  async register() {
    this.state = 'registered';
    this.emit('registered');
  }
  updateToken(token) {
    this.token = token;
  }
  destroy() {
    this.state = 'destroyed';
    this.emit('destroyed');
  }
}

export class Logger {}
export class PreflightTest {}
export const TwilioError = {};

window.fakeVoice = {
  device: null,
  calls: [],
  /** Rings the browser phone with these custom parameters; the index of the call in `calls`. */
  ring(params) {
    const call = new Call(params);
    window.fakeVoice.calls.push(call);
    window.fakeVoice.device.emit('incoming', call);
    return window.fakeVoice.calls.length - 1;
  },
  /** What a call went through, for the test to read. */
  read(index) {
    const call = window.fakeVoice.calls[index];
    return { state: call.state, muted: call.muted, digits: call.digits };
  },
};
