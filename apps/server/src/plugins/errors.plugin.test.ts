import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.plugin';

/** An app whose one route throws `error`. */
async function answerTo(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

const withCode = (code: string) => Object.assign(new Error('lost'), { code });
const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again shortly.' };

describe('a lost database', () => {
  it('answers 503 with a message for the driver codes of a refused, cut or stopping server', async () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006']) {
      expect(await answerTo(withCode(code))).toEqual({ status: 503, body: UNAVAILABLE });
    }
  });

  it('answers 503 for what node-postgres says in words only, also wrapped by drizzle', async () => {
    const cut = new Error('Connection terminated unexpectedly');
    expect(await answerTo(cut)).toEqual({ status: 503, body: UNAVAILABLE });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: cut });
    expect(await answerTo(wrapped)).toEqual({ status: 503, body: UNAVAILABLE });
    const broken = new Error('Client has encountered a connection error and is not queryable');
    expect(await answerTo(Object.assign(new Error('Failed query'), { cause: broken }))).toEqual({
      status: 503,
      body: UNAVAILABLE,
    });
    expect(await answerTo(Object.assign(new Error('x'), { cause: withCode('57P01') }))).toEqual({
      status: 503,
      body: UNAVAILABLE,
    });
  });

  it('leaves any other failure a 500', async () => {
    expect((await answerTo(new Error('duplicate key'))).status).toBe(500);
    expect((await answerTo(withCode('23505'))).status).toBe(500);
  });
});
