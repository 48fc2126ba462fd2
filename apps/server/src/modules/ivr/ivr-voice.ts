import { type PreferredLanguage, parseCents } from '@arrears/domain';
import twilio from 'twilio';
import { messagesFor } from '../../i18n/t';

type VoiceResponse = InstanceType<typeof twilio.twiml.VoiceResponse>;
type SayAttributes = Parameters<VoiceResponse['say']>[0];
type GatherAttributes = NonNullable<Parameters<VoiceResponse['gather']>[0]>;

/** The voice each language is spoken in (Twilio's Amazon Polly voices for US English and US Spanish). */
export const VOICES: Record<PreferredLanguage, SayAttributes> = {
  en: { language: 'en-US', voice: 'Polly.Joanna' },
  es: { language: 'es-US', voice: 'Polly.Lupe' },
};

/** The webhooks of the IVR (all signed by Twilio; the call's state is ours, keyed by CallSid). */
export const IVR_PATHS = {
  voice: '/api/webhooks/twilio/voice',
  gather: '/api/webhooks/twilio/voice/gather',
  payResult: '/api/webhooks/twilio/voice/pay-result',
  dialResult: '/api/webhooks/twilio/voice/dial-result',
  recording: '/api/webhooks/twilio/voice/recording',
  payConnector: '/api/webhooks/twilio/pay-connector',
} as const;

/**
 * One answer to Twilio: prompts said in the caller's language, a keypad prompt that posts back to
 * our gather webhook (the step is ours, server-side), and the other verbs of the IVR.
 */
export class IvrAnswer {
  readonly response = new twilio.twiml.VoiceResponse();

  constructor(
    readonly lang: PreferredLanguage,
    private readonly baseUrl: string,
  ) {}

  /** The message `key` of the IVR's catalogue in the caller's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return messagesFor(this.lang, 'ivr')(`voice.${key}`, values);
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  say(text: string, lang: PreferredLanguage = this.lang): this {
    this.response.say(VOICES[lang], text);
    return this;
  }

  /** Says each message key in turn. */
  sayKeys(...keys: string[]): this {
    for (const key of keys) this.say(this.text(key));
    return this;
  }

  /**
   * A keypad prompt: `prompts` are said inside the <Gather> (a key press interrupts them); with no
   * key at all Twilio falls through to the redirect, which posts to the same webhook without Digits.
   */
  gather(prompts: string[], options: Omit<GatherAttributes, 'action' | 'method' | 'input'> = {}): this {
    const gather = this.response.gather({
      input: ['dtmf'],
      action: this.url('/api/webhooks/twilio/voice/gather'),
      method: 'POST',
      timeout: 6,
      ...options,
    });
    for (const prompt of prompts) gather.say(VOICES[this.lang], prompt);
    this.response.redirect({ method: 'POST' }, this.url('/api/webhooks/twilio/voice/gather'));
    return this;
  }

  hangUp(): this {
    this.response.hangup();
    return this;
  }

  toString(): string {
    return this.response.toString();
  }
}

/** "12 dollars and 5 cents", "50 dollars": money as it is said, from integer cents. */
export function spokenMoney(answer: IvrAnswer, cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? answer.text('moneyWhole', { dollars }) : answer.text('money', { dollars, cents: rest });
}

/** A decimal amount of the database ("12.05") as it is said. */
export function spokenAmount(answer: IvrAnswer, decimal: string | null): string {
  return spokenMoney(answer, parseCents(decimal ?? '0') ?? 0);
}

/** "P, A, Y, dash, 7, K…": a code said one character at a time. */
export function spokenCode(code: string): string {
  return code.replace(/-/g, '').split('').join(', ');
}

/** A phone number said digit by digit in its three groups ("8 0 0, 5 5 5, 0 1 4 7"). */
export function spokenPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
    .map((g) => g.split('').join(' '))
    .join(', ');
}

/** A date of the database ("2026-03-02") as it is said in `lang` ("March 2, 2026", "2 de marzo de 2026"). */
export function spokenDate(lang: PreferredLanguage, isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
