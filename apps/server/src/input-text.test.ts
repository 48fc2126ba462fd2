import { INPUT_MESSAGES } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, signIn } from '../test/factories';
import { chatDebtorWithAccount } from '../test/kits/statements/statement-test-kit';
import { multipart } from '../test/multipart';
import { clients } from './db/schema';
import { type Access, ROUTE_ACCESS } from './route-access';

/**
 * Decision 0090: a NUL byte in any text field of any route answers 400 with one message, and
 * nothing is written. The routes are the app's own (every route as it was added, with its schema):
 * each string field of each body, query string and path is sent a NUL in turn, and every route
 * without a string field of its own is sent one anyway (the door checks whatever arrives).
 */
interface Route {
  key: string;
  method: string;
  url: string;
  access: Access;
  schema: RouteOptions['schema'];
}

const routes: Route[] = [];
let t: TestApp;
const cookies: Record<'admin' | 'debtor' | 'client' | 'chat', string> = {
  admin: '',
  debtor: '',
  client: '',
  chat: '',
};

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/bench/')) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url}`;
        routes.push({ key, method, url: route.url, access: ROUTE_ACCESS[key], schema: route.schema });
      }
    },
  });
  const [fallback] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
  for (const role of ['admin', 'debtor', 'client'] as const) {
    await createUser(t.deps.db, {
      username: `nul-${role}`,
      role,
      ...(role === 'client' ? { clientId: fallback.id } : {}),
    });
    cookies[role] = await signIn(t.app, `nul-${role}`);
  }
  cookies.chat = (await chatDebtorWithAccount(t)).cookie;
}, 120_000);
afterAll(() => t.close());

/** A caller the route lets through its access check, so the request reaches the text check. */
function callerOf(access: Access): string | undefined {
  if (access === 'public') return undefined;
  if (access === 'chat') return cookies.chat;
  if (access === 'signed-in') return cookies.debtor;
  const roles: readonly string[] = 'roles' in access ? access.roles : access;
  if (roles.includes('admin')) return cookies.admin;
  if (roles.includes('debtor')) return cookies.debtor;
  return cookies.client;
}

const NUL = 'a\u0000b';

// --- zod schemas: a sample value, and the paths of its string fields ---------------------------

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  valueType?: z.ZodType;
  left?: z.ZodType;
};
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A plausible value of the schema (the text check runs before validation: it need not be valid). */
function sample(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]),
      );
    case 'string':
      return 'text';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [sample(def.element, depth + 1)];
    case 'union':
      return sample(def.options?.[0], depth + 1);
    case 'pipe':
      return sample(def.in, depth + 1);
    case 'record':
      return {};
    case 'intersection':
      return sample(def.left, depth + 1);
    default:
      return def.innerType ? sample(def.innerType, depth + 1) : undefined;
  }
}

/** The paths of the string fields a schema takes (through optional, arrays, unions, pipes). */
function stringPaths(schema: unknown, at: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [at];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        stringPaths(child, [...at, key], depth + 1),
      );
    case 'array':
      return stringPaths(def.element, [...at, '0'], depth + 1);
    case 'union': {
      const first = def.options?.find((o) => stringPaths(o, at, depth + 1).length > 0);
      return first ? stringPaths(first, at, depth + 1) : [];
    }
    case 'pipe':
      return stringPaths(def.in, at, depth + 1);
    case 'intersection':
      return stringPaths(def.left, at, depth + 1);
    default:
      return def.innerType ? stringPaths(def.innerType, at, depth + 1) : [];
  }
}

/** `value` with `text` at `path` (an empty path: the value is the text). */
function withText(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const base = Array.isArray(value) ? [...value] : { ...(value as object) };
  (base as Record<string, unknown>)[head] = withText((base as Record<string, unknown>)[head], rest, text);
  return base;
}

function querystring(values: Record<string, unknown>): string {
  const pairs = Object.entries(values)
    .filter(([, v]) => v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

// --- the cases -----------------------------------------------------------------------------------

interface Case {
  name: string;
  route: Route;
  url: string;
  payload?: unknown;
}

function casesOf(route: Route): Case[] {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const paramNames = [...route.url.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]);
  const path = (nulIn?: string) =>
    route.url.replace(/:([a-zA-Z]+)/g, (_m, name: string) =>
      name === nulIn ? encodeURIComponent(NUL) : '1',
    );
  const query = schema.querystring ? (sample(schema.querystring) as Record<string, unknown>) : {};
  const body = schema.body ? sample(schema.body) : undefined;
  const cases: Case[] = [];
  for (const name of paramNames) cases.push({ name: `path :${name}`, route, url: path(name), payload: body });
  for (const [field] of schema.querystring ? stringPaths(schema.querystring) : []) {
    if (!field) continue;
    cases.push({
      name: `query ${field}`,
      route,
      url: path() + querystring({ ...query, [field]: NUL }),
      payload: body,
    });
  }
  for (const field of schema.body ? stringPaths(schema.body) : [])
    cases.push({
      name: `body ${field.join('.') || '(the body)'}`,
      route,
      url: path() + querystring(query),
      payload: withText(body, field, NUL),
    });
  if (cases.length === 0) {
    // No string field of its own: a NUL where the route takes nothing still answers 400.
    if (route.method === 'GET' || route.method === 'DELETE')
      cases.push({ name: 'query (unexpected field)', route, url: `${path()}?q=${encodeURIComponent(NUL)}` });
    else cases.push({ name: 'body (unexpected field)', route, url: path(), payload: { note: NUL } });
  }
  return cases;
}

/** Rows of every table, to show that a refused request wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.deps.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = result.rows[0].n;
  }
  return counts;
}

describe('a NUL byte in any field of any route', () => {
  it('answers 400 with the one message, on every public route and every route that takes a field, and writes nothing', async () => {
    // Every route of the access table (decision 0006), none missing, none unknown.
    expect(routes.map((r) => r.key).sort()).toEqual(
      Object.keys(ROUTE_ACCESS)
        .filter((key) => !key.includes('/api/bench/'))
        .sort(),
    );
    const cases = routes.flatMap(casesOf);
    const before = await rowCounts();
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.route.method as 'POST',
        url: c.url,
        ...(c.payload !== undefined ? { payload: c.payload as object } : {}),
        headers: { ...(callerOf(c.route.access) ? { cookie: callerOf(c.route.access) } : {}) },
      });
      const message = String(res.headers['content-type']).includes('json') ? res.json().message : res.body;
      if (res.statusCode !== 400 || message !== INPUT_MESSAGES.controlCharacters)
        failures.push(`${c.route.key} ${c.name}: ${res.statusCode} ${String(message).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);

    const publicRoutes = routes.filter((r) => r.access === 'public');
    const covered = new Set(cases.map((c) => c.route.key));
    expect(publicRoutes.every((r) => covered.has(r.key))).toBe(true);
    expect(routes.every((r) => covered.has(r.key))).toBe(true);
    console.info(
      `NUL walk: ${cases.length} requests over ${covered.size} routes (${publicRoutes.length} public), ${
        cases.filter((c) => c.name.startsWith('body ') && !c.name.includes('unexpected')).length
      } body fields, ${cases.filter((c) => c.name.startsWith('query ') && !c.name.includes('unexpected')).length} query fields, ${
        cases.filter((c) => c.name.startsWith('path ')).length
      } path parameters`,
    );
  }, 300_000);

  it('answers 400 for the other refused characters and keeps tab and line breaks', async () => {
    for (const bad of ['\u0001', '\u001b', '\u007f', '\u0085', '\ud800', 'x\udc00']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `walk${bad}`, password: 'x' },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({
        message: INPUT_MESSAGES.controlCharacters,
        issues: [{ path: 'body.username', message: INPUT_MESSAGES.controlCharacters }],
      });
    }
    for (const kept of ['a\tb', 'a\nb', 'a\r\nb', 'café 😀 ñ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `walk${kept}`, password: 'x' },
      });
      expect(res.statusCode, JSON.stringify(kept)).toBe(401);
    }
  });

  it('a NUL in a cookie (read as a token, never stored as text) answers no 500', async () => {
    const cookie = ['arrears_sid', 'arrears_chat', 'arrears_mfa', 'arrears_lang']
      .map((name) => `${name}=a%00b`)
      .join('; ');
    for (const [method, url, payload] of [
      ['GET', '/api/user'],
      ['POST', '/api/mfa/verify-login', { code: '123456' }],
      ['POST', '/api/chat/logout', {}],
      ['GET', '/api/chat/account-summary'],
      ['POST', '/api/logout', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('a NUL in an object key of a body answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/page-view',
      payload: { path: '/', extra: { 'k\u0000': 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.controlCharacters);
  });
});

describe('a NUL byte in a field of every form (multipart)', () => {
  const forms: Array<{ url: string; cookie: () => string; fields: Record<string, string>; file?: string }> = [
    {
      url: '/api/admin/import',
      cookie: () => cookies.admin,
      fields: { importType: 'accounts', uploadId: NUL },
    },
    { url: '/api/client/placements', cookie: () => cookies.client, fields: { uploadId: NUL } },
    {
      url: '/api/admin/upload-document',
      cookie: () => cookies.admin,
      fields: { accountId: '1', documentType: 'letter', description: NUL },
      file: 'document',
    },
    {
      url: '/api/debtors/1/contact',
      cookie: () => cookies.admin,
      fields: { channel: 'email', subject: 'Hello', message: NUL },
    },
    { url: '/api/unsubscribe?token=x', cookie: () => '', fields: { 'List-Unsubscribe': NUL } },
  ];

  it('every multipart route is in the list', () => {
    // The routes that read a multipart form: their body has no schema, the handler streams the parts.
    expect(forms.map((f) => f.url.split('?')[0])).toEqual(
      expect.arrayContaining(['/api/admin/import', '/api/client/placements', '/api/admin/upload-document']),
    );
  });

  it.each(forms)('$url answers 400 and writes nothing', async (form) => {
    const before = await rowCounts();
    const body = multipart(
      form.fields,
      form.file
        ? [{ field: form.file, name: 'a.pdf', content: '%PDF-1.4\n%%EOF\n', type: 'application/pdf' }]
        : [],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: form.url,
      payload: body.payload,
      headers: { ...body.headers, ...(form.cookie() ? { cookie: form.cookie() } : {}) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.controlCharacters);
    expect(await rowCounts()).toEqual(before);
  });
});
