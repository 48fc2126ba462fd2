import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { BUSY_REQUESTS_PER_SECOND, isInteractiveRequest, RequestActivity } from './request-activity';

describe('RequestActivity', () => {
  it('counts the requests of the last second and forgets older ones', () => {
    let now = 10_000;
    const activity = new RequestActivity(() => now);
    for (let i = 0; i < 3; i++) activity.seen();
    now += 450;
    activity.seen();
    expect(activity.perSecond()).toBe(4);
    now += 600; // the first three are now 1,050 ms old
    expect(activity.perSecond()).toBe(1);
    now += 5_000;
    expect(activity.perSecond()).toBe(0);
  });

  it(`is busy from ${BUSY_REQUESTS_PER_SECOND} requests in the last second on`, () => {
    let now = 0;
    const activity = new RequestActivity(() => now);
    for (let i = 1; i < BUSY_REQUESTS_PER_SECOND; i++) activity.seen();
    expect(activity.busy()).toBe(false);
    activity.seen();
    expect(activity.busy()).toBe(true);
    now += 1_100;
    expect(activity.busy()).toBe(false);
  });

  it("counts API calls, not the import's own calls or the site's files", () => {
    expect(isInteractiveRequest('/api/user')).toBe(true);
    expect(isInteractiveRequest('/api/customer/accounts?x=1')).toBe(true);
    expect(isInteractiveRequest('/api/admin/import')).toBe(false);
    expect(isInteractiveRequest('/api/admin/import/3f2a')).toBe(false);
    expect(isInteractiveRequest('/assets/index.js')).toBe(false);
    expect(isInteractiveRequest('/debtor')).toBe(false);
  });

  it('sees every API request the app answers', async () => {
    let now = 0;
    const activity = new RequestActivity(() => now);
    const t = await buildTestApp({ activity });
    try {
      await t.app.inject({ method: 'GET', url: '/api/user' });
      await t.app.inject({ method: 'GET', url: '/api/admin/import/nope' });
      await t.app.inject({ method: 'GET', url: '/api/user' });
      expect(activity.perSecond()).toBe(2);
      now += 1_500;
      expect(activity.perSecond()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
