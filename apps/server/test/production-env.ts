/**
 * The settings production insists on (real secrets, the USAePay gateway, Twilio), with values no
 * test reaches: for tests that build the app as production runs it (gates, cookie flags).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-like-session-secret-of-enough-length',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_GATEWAY: 'usaepay',
  USAEPAY_BASE_URL: 'http://127.0.0.1:9',
  USAEPAY_API_KEY: 'key',
  USAEPAY_API_PIN: 'pin',
  TELEPHONY: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token',
  TWILIO_FROM_NUMBER: '+12155550100',
} as const;
