import type { LightMyRequestResponse } from 'fastify';
import { TwilioTelephony } from '../../../src/providers/telephony/twilio-telephony';
import { CountingGateway } from '../payments/counting-gateway';
import { type FakeTwilioApi, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_FROM_NUMBER } from './fake-twilio-api';
import { buildTelephonyTestApp, postTwilioWebhook, type TelephonyTestApp } from './telephony-test-kit';

export const IVR_PUBLIC_URL = 'https://arrears.example';
export const PAY_CONNECTOR = {
  name: 'arrears-pay',
  username: 'twilio-pay',
  password: 'pay-secret-0123456789',
};

export interface IvrTestApp extends TelephonyTestApp {
  gateway: CountingGateway;
  /** Posts a form to an IVR webhook as Twilio does: form-encoded, signed with the test token (null: unsigned). */
  webhook(
    path: string,
    params: Record<string, string>,
    signature?: string | null,
  ): Promise<LightMyRequestResponse>;
  /** Posts the Generic Pay Connector's JSON with Basic credentials (null: none). */
  connector(body: object, credentials?: string | null): Promise<LightMyRequestResponse>;
}

/** The Twilio kit with the pay connector configured and a gateway that counts its charges. */
export async function buildIvrTestApp(
  api: FakeTwilioApi,
  options: { env?: Record<string, string>; logStream?: NodeJS.WritableStream } = {},
): Promise<IvrTestApp> {
  const gateway = new CountingGateway(40);
  const t = await buildTelephonyTestApp({
    env: {
      PUBLIC_URL: IVR_PUBLIC_URL,
      TELEPHONY: 'twilio',
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM_NUMBER: TEST_FROM_NUMBER,
      TWILIO_PAY_CONNECTOR: PAY_CONNECTOR.name,
      PAY_CONNECTOR_USERNAME: PAY_CONNECTOR.username,
      PAY_CONNECTOR_PASSWORD: PAY_CONNECTOR.password,
      ...options.env,
    },
    logStream: options.logStream,
    cardGateway: gateway,
    telephony: new TwilioTelephony({
      accountSid: TEST_ACCOUNT_SID,
      authToken: TEST_AUTH_TOKEN,
      fromNumber: TEST_FROM_NUMBER,
      apiBaseUrl: api.baseUrl,
    }),
  });
  return {
    ...t,
    gateway,
    webhook: (path, params, signature) => postTwilioWebhook(t.app, IVR_PUBLIC_URL, path, params, signature),
    connector: (body, credentials = `${PAY_CONNECTOR.username}:${PAY_CONNECTOR.password}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/twilio/pay-connector',
        payload: body,
        headers:
          credentials === null
            ? {}
            : { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
      }),
  };
}

/** Everything the TwiML says, in order, one string per <Say>. */
export const saysOf = (xml: string) =>
  [...xml.matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((m) =>
    m[1].replaceAll('&amp;', '&').replaceAll('&apos;', "'").replaceAll('&quot;', '"'),
  );
