import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTelephony } from './create-telephony';
import { SimulatorTelephony } from './simulator-telephony';
import { TwilioTelephony } from './twilio-telephony';

const clock = () => 0;

describe('createTelephony', () => {
  it('is the simulator by default outside production, without webhooks', () => {
    const provider = createTelephony(loadConfig({ NODE_ENV: 'development' }), clock);
    expect(provider).toBeInstanceOf(SimulatorTelephony);
    expect(provider.webhooks).toBeNull();
  });

  it('is Twilio with the TWILIO_* values when TELEPHONY=twilio', () => {
    const config = loadConfig({
      TELEPHONY: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '+18885550147',
    });
    expect(config.twilio).toEqual({
      accountSid: `AC${'1'.repeat(32)}`,
      authToken: 'token',
      fromNumber: '+18885550147',
      apiBaseUrl: null,
    });
    const provider = createTelephony(config, clock);
    expect(provider).toBeInstanceOf(TwilioTelephony);
    expect(provider.fromNumber).toBe('+18885550147');
    expect(provider.webhooks).not.toBeNull();
  });

  it('TWILIO_API_BASE_URL points the client at another origin, without its trailing slash', () => {
    const config = loadConfig({
      TELEPHONY: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '+18885550147',
      TWILIO_API_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(config.twilio?.apiBaseUrl).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ TWILIO_API_BASE_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('TELEPHONY=twilio without its values stops the start', () => {
    expect(() => loadConfig({ TELEPHONY: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(ConfigError);
  });
});
