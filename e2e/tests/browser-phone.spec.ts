import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeTwilioApi } from '../../apps/server/test/kits/telephony/fake-twilio-api';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * The workspace's browser phone (decision 0126) against the real server on Twilio: the server runs with
 * TELEPHONY=twilio, its REST calls go to the Twilio-compatible test server on loopback, and its
 * webhooks are posted signed as Twilio would. Only the voice SDK is swapped: the page's request for
 * the built @twilio/voice-sdk chunk is answered with e2e/fakes/voice-sdk.js (same exports; the test
 * rings its Device as Twilio would ring the agent). No product code knows about the test.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 400;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const AUTH_TOKEN = 'e2e-voice-auth-token';
const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const FROM = '+15555550100';
/** Robert Smith of the demo data: PA, primary phone (215) 555-0188. */
const ROBERT = { account: 'ACC-100004', phone: '+12155550188' };
/** Maria Garcia of the demo data: NJ, primary phone (609) 555-0144. */
const MARIA = { account: 'ACC-100003', phone: '+16095550144' };
const FAKE_SDK = new URL('../fakes/voice-sdk.js', import.meta.url).pathname;
const SCREENS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** How far the server's clock runs ahead so that it is between 10 AM and 6 PM Eastern (calling hours). */
function shiftToCallingHours(now = new Date()): number {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );
  return hour >= 10 && hour < 18 ? 0 : ((12 - hour + 24) % 24) * 3_600_000;
}

/** X-Twilio-Signature per Twilio's algorithm: HMAC-SHA1 of the URL and the sorted form fields. */
function twilioSignature(url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((acc, name) => acc + name + form[name], url);
  return createHmac('sha1', AUTH_TOKEN).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Twilio posting to one of our webhooks (an absolute URL the server gave it), signed. */
async function hook(page: Page, url: string, form: Record<string, string>): Promise<string> {
  expect(url.startsWith(`${ORIGIN}/api/webhooks/twilio/`), url).toBe(true);
  const body = { AccountSid: ACCOUNT_SID, ...form };
  const res = await page.request.post(url, {
    form: body,
    headers: { 'x-twilio-signature': twilioSignature(url, body) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.text();
}

const xmlText = (v: string) =>
  v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The attributes of the first <tag ...> of a TwiML document. */
function attrs(xml: string, tag: string): Record<string, string> {
  const open = new RegExp(`<${tag}\\b([^>]*)>`).exec(xml);
  if (!open) throw new Error(`no <${tag}> in ${xml}`);
  return Object.fromEntries(
    [...(open[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], xmlText(m[2] ?? '')]),
  );
}

const twilio = new FakeTwilioApi();
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await twilio.start();
  server = spawn(
    process.execPath,
    [
      '--import',
      new URL('../calling-hours-clock.mjs', import.meta.url).pathname,
      new URL('../../apps/server/dist/server.js', import.meta.url).pathname,
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'arrears-e2e-voice-')),
        DATABASE_URL: '',
        DEMO: 'true',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        PUBLIC_URL: ORIGIN,
        E2E_CLOCK_SHIFT_MS: String(shiftToCallingHours()),
        TELEPHONY: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM_NUMBER: FROM,
        TWILIO_API_BASE_URL: twilio.baseUrl,
        TWILIO_API_KEY_SID: `SK${'2'.repeat(32)}`,
        TWILIO_API_KEY_SECRET: 'e2e-voice-api-key-secret',
        TWILIO_TWIML_APP_SID: `AP${'3'.repeat(32)}`,
        CALL_RECORDING: 'off',
      },
    },
  );
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the Twilio-mode server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await twilio.stop();
});

/** The page loads the fake SDK instead of the built chunk; `served` says whether it was asked for since `reset`. */
async function swapVoiceSdk(page: Page) {
  let served = false;
  await page.route(/\/assets\/twilio-[\w-]+\.js$/, (route) => {
    served = true;
    return route.fulfill({ path: FAKE_SDK, contentType: 'text/javascript; charset=utf-8' });
  });
  return {
    served: () => served,
    reset: () => {
      served = false;
    },
  };
}

async function openWorkspace(page: Page, accountNumber: string): Promise<number> {
  await page.goto(`/admin/contact-center?account=${accountNumber}`);
  await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return Number(/\/admin\/debtor\/(\d+)$/.exec(page.url())?.[1]);
}

const fakeCall = (page: Page, index: number) =>
  page.evaluate((i) => (window as unknown as FakeVoiceWindow).fakeVoice.read(i), index);

interface FakeVoiceWindow {
  fakeVoice: {
    device: { token: string; state: string } | null;
    ring: (params: Record<string, string>) => number;
    read: (index: number) => { state: string; muted: boolean; digits: string[] };
  };
}

/**
 * The agent presses Call and Twilio (played here) does its part: the server asks it to ring the agent's
 * browser phone with our callSid and the account as custom parameters; the browser phone answers by
 * itself; the agent leg fetches the bridge, which dials the consumer with the agency's caller id; the
 * consumer's leg rings, answers, and answering-machine detection says who took it.
 */
async function placeBridgedCall(
  page: Page,
  id: number,
  userId: number,
  consumer: string,
  answeredBy: string,
) {
  const placed = page.waitForResponse((r) => r.url().endsWith(`/api/debtors/${id}/initiate-call`));
  await page.getByRole('button', { name: /^Call Primary: / }).click();
  const answer = await (await placed).json();
  expect(answer).toMatchObject({ callSid: expect.any(String), status: 'initiated', agentLeg: 'ringing' });
  const agentLeg = twilio.createdCalls().at(-1);
  if (!agentLeg?.url || !agentLeg.statusCallback) throw new Error('no agent leg was created');
  const [client, query] = agentLeg.to.split('?');
  expect(client).toBe(`client:agent-${userId}`);
  const custom = Object.fromEntries(new URLSearchParams(query));
  expect(custom).toEqual({ callSid: answer.callSid, accountId: String(id) });

  const ringing = await page.evaluate(
    (params) => (window as unknown as FakeVoiceWindow).fakeVoice.ring(params),
    custom,
  );
  await expect.poll(async () => (await fakeCall(page, ringing)).state).toBe('open');

  await hook(page, agentLeg.statusCallback, { CallSid: agentLeg.sid, CallStatus: 'in-progress' });
  const bridge = await hook(page, agentLeg.url, {
    CallSid: agentLeg.sid,
    CallStatus: 'in-progress',
    To: agentLeg.to,
  });
  expect(attrs(bridge, 'Dial').callerId).toBe(FROM);
  const number = attrs(bridge, 'Number');
  expect(xmlText(/<Number\b[^>]*>([^<]*)<\/Number>/.exec(bridge)?.[1] ?? '')).toBe(consumer);
  const debtorSid = `CA${'d'.repeat(24)}${agentLeg.sid.slice(-8)}`;
  const bar = page.getByRole('region', { name: 'Current call' });
  const report = (CallStatus: string, extra: Record<string, string> = {}) =>
    hook(page, number.statusCallback ?? '', {
      CallSid: debtorSid,
      ParentCallSid: agentLeg.sid,
      CallStatus,
      ...extra,
    });
  await report('ringing');
  await expect(bar.getByTestId('call-status')).toHaveText('Ringing');
  await report('in-progress');
  await hook(page, number.amdStatusCallback ?? '', { CallSid: debtorSid, AnsweredBy: answeredBy });
  await expect(bar.getByTestId('call-status')).toHaveText('Call In Progress');
  return { ringing, debtorSid, bar, report };
}

test('the agent places a call, the browser phone answers the bridge, mute, keypad and hang up work, the outcome is saved', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const sdk = await swapVoiceSdk(page);
  await page.setViewportSize(SCREENS[0]);
  await signInAs(page, 'staff');
  const me = (await (await page.request.get('/api/user')).json()).user as { id: number };
  const id = await openWorkspace(page, ROBERT.account);
  const channels = (await (await page.request.get(`/api/debtors/${id}`)).json()).compliance.channels;
  expect(channels.call, 'the server runs inside calling hours').toMatchObject({ allowed: true });

  // The line and the phone: the SDK chunk was asked for (and swapped), signed in with a real token.
  const line = page.getByTestId('phone-line');
  await expect(line).toHaveText('Your line: Browser phone · Ready');
  expect(sdk.served()).toBe(true);
  const token = await page.evaluate(
    () => (window as unknown as FakeVoiceWindow).fakeVoice.device?.token ?? '',
  );
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  expect(claims.grants).toMatchObject({ identity: `agent-${me.id}`, voice: { incoming: { allow: true } } });

  const { ringing, debtorSid, bar, report } = await placeBridgedCall(page, id, me.id, ROBERT.phone, 'human');
  await expect(bar.getByRole('button', { name: 'Leave voicemail' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Mute' }).click();
  await expect(bar.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  expect((await fakeCall(page, ringing)).muted).toBe(true);
  await bar.getByRole('button', { name: 'Unmute' }).click();
  expect((await fakeCall(page, ringing)).muted).toBe(false);

  await bar.getByRole('button', { name: 'Keypad' }).click();
  await bar.getByRole('button', { name: 'Dial 5' }).click();
  await bar.getByRole('button', { name: 'Dial #' }).click();
  expect((await fakeCall(page, ringing)).digits).toEqual(['5', '#']);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('call-bar-1280.png') });
  await page.setViewportSize(SCREENS[1]);
  await expect(bar).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('call-bar-390.png') });
  await page.setViewportSize(SCREENS[0]);

  // Hold: the consumer's leg is sent the hold message and music; Resume brings them back.
  const held = page.waitForResponse((r) => r.url().endsWith(`/api/debtors/${id}/hold`));
  await bar.getByRole('button', { name: 'Hold' }).click();
  expect((await held).status()).toBe(200);
  await expect(bar.getByText('On hold: the consumer hears the hold message and music.')).toBeVisible();
  const debtorUpdates = () => twilio.seen.filter((r) => r.path.endsWith(`/Calls/${debtorSid}.json`));
  expect(debtorUpdates().at(-1)?.form.get('Twiml')).toMatch(/<Play|<Say/);
  const resumed = page.waitForResponse((r) => r.url().endsWith(`/api/debtors/${id}/hold`));
  await bar.getByRole('button', { name: 'Resume' }).click();
  expect((await resumed).status()).toBe(200);
  await expect(bar.getByRole('button', { name: 'Hold' })).toBeVisible();

  // Hang up: the server ends the call at Twilio, the browser phone's side goes too.
  const hungUp = page.waitForResponse((r) => r.url().endsWith(`/api/debtors/${id}/hang-up`) && r.ok());
  await bar.getByRole('button', { name: 'Hang Up' }).click();
  await hungUp;
  await expect.poll(async () => (await fakeCall(page, ringing)).state).toBe('closed');
  expect(twilio.seen.some((r) => r.method === 'POST' && r.form.get('Status') === 'completed')).toBe(true);
  // Twilio reports the consumer's leg over.
  await report('completed', { CallDuration: '42' });

  await expect(bar.getByText('Please enter call disposition and notes')).toHaveCount(1);
  await bar.getByRole('radio', { name: 'Contacted' }).check({ force: true });
  await bar.getByLabel('Call notes').fill('Spoke on the browser phone');
  await bar.getByRole('button', { name: 'Save Disposition' }).click();
  await expect(page.getByTestId('toast').getByText('Disposition Saved')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.getByRole('tab', { name: 'Contact History' }).click();
  const row = page
    .getByRole('table', { name: 'Interaction Timeline' })
    .getByRole('row')
    .filter({ hasText: 'Spoke on the browser phone' });
  await expect(row).toContainText('Contacted');
});

test("an admin moves an agent's calls to a desk phone number and back to the browser phone", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const sdk = await swapVoiceSdk(page);
  await page.setViewportSize(SCREENS[0]);
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('checkbox', { name: /Phone Line/ }).check();
  await page.keyboard.press('Escape');
  const staffRow = page.getByRole('row').filter({ hasText: 'staff@' });
  await expect(staffRow).toContainText('Browser phone');

  await staffRow.getByRole('button', { name: /^Phone Line: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Another phone (a number or a SIP address)').check();
  const field = dialog.getByRole('textbox', { name: 'Number or SIP address' });
  await field.fill('call me');
  await dialog.getByRole('button', { name: 'Save Phone Line' }).click();
  await expect(dialog.getByText(/^Please give a phone line/)).toBeVisible();
  await field.fill('(215) 555-0100');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/admin/users/'),
  );
  await dialog.getByRole('button', { name: 'Save Phone Line' }).click();
  expect((await saved).status()).toBe(200);
  await expect(staffRow).toContainText('+1 (215) 555-0100');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('users-phone-line-1280.png') });

  // The agent's workspace says where their calls ring; a number needs no browser phone.
  await page.context().clearCookies();
  await signInAs(page, 'staff');
  sdk.reset();
  await openWorkspace(page, ROBERT.account);
  await expect(page.getByTestId('phone-line')).toHaveText('Your line: +1 (215) 555-0100');
  expect(sdk.served()).toBe(false);

  await page.context().clearCookies();
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await staffRow.getByRole('button', { name: /^Phone Line: / }).click();
  await dialog.getByLabel('Browser phone (in the debtor workspace)').check();
  await dialog.getByRole('button', { name: 'Save Phone Line' }).click();
  await expect(staffRow).toContainText('Browser phone');
  await page.setViewportSize(SCREENS[1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('users-phone-line-390.png') });
});

test('a machine answers: Leave voicemail plays the limited-content message to its end, then the outcome', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await swapVoiceSdk(page);
  await page.setViewportSize(SCREENS[0]);
  await signInAs(page, 'staff');
  const me = (await (await page.request.get('/api/user')).json()).user as { id: number };
  const id = await openWorkspace(page, MARIA.account);
  const channels = (await (await page.request.get(`/api/debtors/${id}`)).json()).compliance.channels;
  expect(channels.call, 'the server runs inside calling hours').toMatchObject({ allowed: true });
  await expect(page.getByTestId('phone-line')).toHaveText('Your line: Browser phone · Ready');

  const { ringing, debtorSid, bar, report } = await placeBridgedCall(
    page,
    id,
    me.id,
    MARIA.phone,
    'machine_end_beep',
  );
  await expect(bar.getByText(/^An answering machine took the call/)).toBeVisible();
  const dropped = page.waitForResponse((r) => r.url().endsWith(`/api/debtors/${id}/voicemail-drop`));
  await bar.getByRole('button', { name: 'Leave voicemail' }).click();
  expect((await dropped).status()).toBe(200);
  await expect(page.getByTestId('toast').getByText('Voicemail Left')).toBeVisible();
  await expect(
    bar.getByText(
      'The message is playing to the answering machine; the call ends by itself when it is done.',
    ),
  ).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Leave voicemail' })).toHaveCount(0);
  // What the machine hears: the consumer's name, the agent's, a call back, nothing of a debt.
  const message =
    twilio.seen
      .filter((r) => r.path.endsWith(`/Calls/${debtorSid}.json`))
      .at(-1)
      ?.form.get('Twiml') ?? '';
  expect(message).toContain('Maria Garcia');
  expect(message).toContain('Sam Staff');
  expect(message).not.toMatch(/debt|collect|balance|\$/i);
  // The browser phone stays on while it plays; the consumer's leg ends after it.
  expect((await fakeCall(page, ringing)).state).toBe('open');
  await report('completed', { CallDuration: '30' });
  await expect(bar.getByText('Please enter call disposition and notes')).toHaveCount(1);
  await expect.poll(async () => (await fakeCall(page, ringing)).state).toBe('closed');
  await bar.getByRole('radio', { name: 'Left Message' }).check({ force: true });
  await bar.getByRole('button', { name: 'Save Disposition' }).click();
  await expect(page.getByTestId('toast').getByText('Disposition Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Contact History' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Interaction Timeline' })
      .getByRole('row')
      .filter({ hasText: 'Left a limited-content voicemail message' }),
  ).toHaveCount(1);
});
