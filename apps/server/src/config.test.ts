import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_GATEWAY: 'usaepay',
  USAEPAY_BASE_URL: 'https://sandbox.example.test',
  USAEPAY_API_KEY: 'key',
  USAEPAY_API_PIN: 'pin',
  TELEPHONY: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'tok',
  TWILIO_FROM_NUMBER: '+18885550147',
  DATABASE_URL: 'postgres://db.internal/arrears',
};

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a configuration problem');
}

describe('loadConfig', () => {
  it('runs out of the box in development: embedded database, demo data, sandbox providers', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toMatchObject({ kind: 'pglite' });
    expect(c.demo).toBe(true);
    expect(c.paymentGateway).toBe('sandbox');
    expect(c.brand.phone).toBe('1-888-555-0147');
  });

  it('turns demo data off with DATABASE_URL and on request', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('stops a production start without SESSION_SECRET or DATA_ENCRYPTION_KEY, naming them', () => {
    const message = problemsOf({ ...production, SESSION_SECRET: undefined, DATA_ENCRYPTION_KEY: '' });
    expect(message).toContain('SESSION_SECRET is required in production');
    expect(message).toContain('DATA_ENCRYPTION_KEY is required in production');
  });

  it('stops a production start with demo data or sandbox providers', () => {
    expect(problemsOf({ ...production, DEMO: 'true' })).toContain('DEMO=true is not allowed in production');
    expect(problemsOf({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toContain('PAYMENT_GATEWAY=sandbox');
    expect(problemsOf({ ...production, TELEPHONY: undefined })).toContain('TELEPHONY=simulator');
  });

  it('accepts a complete production configuration, with secure cookies implied', () => {
    const c = loadConfig(production);
    expect(c.isProduction).toBe(true);
    expect(c.demo).toBe(false);
  });

  it('reads the test account left out of Total Collected', () => {
    expect(loadConfig({ TEST_ACCOUNT_NUMBER: ' ACC-TEST-0001 ' }).testAccountNumber).toBe('ACC-TEST-0001');
    expect(loadConfig({ TEST_ACCOUNT_NUMBER: '' }).testAccountNumber).toBeNull();
  });

  it('reads which proxies to believe: none, any or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'the balancer' })).toContain('TRUST_PROXY');
  });

  it('reads who hears the recording announcement and whom a voicemail names (decisions 0124, 0125)', () => {
    expect(loadConfig({})).toMatchObject({
      callRecordingAnnounce: 'consent-states',
      voicemailContactName: null,
    });
    expect(
      loadConfig({ CALL_RECORDING_ANNOUNCE: 'always', VOICEMAIL_CONTACT_NAME: 'Pat Jones' }),
    ).toMatchObject({ callRecordingAnnounce: 'always', voicemailContactName: 'Pat Jones' });
    expect(problemsOf({ CALL_RECORDING_ANNOUNCE: 'sometimes' })).toContain('CALL_RECORDING_ANNOUNCE');
  });

  it('names the variable of a bad value', () => {
    expect(problemsOf({ PORT: 'eighty' })).toContain('PORT');
    expect(problemsOf({ DATA_ENCRYPTION_KEY: 'too-short' })).toContain(
      'DATA_ENCRYPTION_KEY: must be 32 bytes',
    );
    expect(problemsOf({ ADMIN_USERNAME: 'root' })).toContain(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });
  describe('document storage', () => {
    const s3 = {
      DOCUMENT_STORAGE: 's3',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'agency-documents',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('keeps documents on disk by default', () => {
      const c = loadConfig({});
      expect([c.documentStorage, c.s3]).toEqual(['disk', null]);
    });

    it('reads an S3 bucket, on AWS by default, with path style and encryption when asked', () => {
      expect(loadConfig(s3).s3).toEqual({
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        region: 'eu-west-1',
        bucket: 'agency-documents',
        accessKeyId: 'AKIA1',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        serverSideEncryption: null,
      });
      const minio = loadConfig({
        ...s3,
        S3_ENDPOINT: 'https://minio.internal:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_SERVER_SIDE_ENCRYPTION: 'aws:kms',
      });
      expect(minio.s3).toMatchObject({
        endpoint: 'https://minio.internal:9000',
        forcePathStyle: true,
        serverSideEncryption: 'aws:kms',
      });
      expect(loadConfig({ ...production, ...s3 }).documentStorage).toBe('s3');
    });

    it('stops a start with an incomplete s3 configuration, naming each missing variable', () => {
      const message = problemsOf({ ...production, DOCUMENT_STORAGE: 's3', S3_BUCKET: 'agency-documents' });
      for (const key of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(message).toContain(`${key} is required when DOCUMENT_STORAGE=s3.`);
      expect(message).not.toContain('S3_BUCKET is required');
      expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toContain('S3_SECRET_ACCESS_KEY is required');
    });

    it('refuses bad values and a plain-http endpoint in production', () => {
      expect(problemsOf({ DOCUMENT_STORAGE: 'ftp' })).toContain('DOCUMENT_STORAGE: must be disk or s3');
      expect(problemsOf({ ...s3, S3_ENDPOINT: 'minio:9000' })).toContain(
        'S3_ENDPOINT: must be an http(s) URL',
      );
      expect(problemsOf({ ...s3, S3_BUCKET: 'Agency_Docs' })).toContain('S3_BUCKET: must be a bucket name');
      expect(problemsOf({ ...s3, S3_SERVER_SIDE_ENCRYPTION: 'yes' })).toContain('S3_SERVER_SIDE_ENCRYPTION');
      expect(problemsOf({ ...production, ...s3, S3_ENDPOINT: 'http://minio.internal:9000' })).toContain(
        'S3_ENDPOINT must use https in production',
      );
      expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.endpoint).toBe(
        'http://127.0.0.1:9000',
      );
    });
  });
});
