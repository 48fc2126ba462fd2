// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/**
 * Every web catalogue pair (decision 0072): features/<area>/i18n/{en,es}.json and app/i18n/{en,es}.json.
 * Same keys both ways, no empty value, valid ICU with the same arguments, and no Spanish left in English
 * unless the key is in SAME_IN_BOTH (a brand, a card network, an abbreviation read alike in both).
 */
const SAME_IN_BOTH = new Set<string>([
  // 'namespace:key.path' — say why next to each entry.
  'portal:menu.plan', // "Plan" is the Spanish word too (a payment plan: "plan de pagos")
]);

const src = fileURLToPath(new URL('.', import.meta.url));

type Catalogue = { [key: string]: string | Catalogue };

function pairs(): { namespace: string; dir: string }[] {
  const found = [{ namespace: 'common', dir: join(src, 'app/i18n') }];
  for (const area of readdirSync(join(src, 'features'))) {
    const dir = join(src, 'features', area, 'i18n');
    if (existsSync(dir)) found.push({ namespace: area, dir });
  }
  return found;
}

/** 'a.b.c' → value, for every leaf; a non-string leaf is reported as a problem. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

/** The argument names a message uses ({name}, {count, plural, ...}, <tag>...</tag>), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      if (node.type >= 1 && node.type <= 6 && node.value) names.add(node.value);
      if (node.type === 8 && node.value) names.add(`<${node.value}>`);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as AstNode[]);
  return [...names].sort();
}

/** Every problem of one pair, as readable lines ('' when none). */
export function problemsOf(
  namespace: string,
  en: Catalogue,
  es: Catalogue,
  sameInBoth: Set<string>,
): string[] {
  const problems: string[] = [];
  const enKeys = flatten(en);
  const esKeys = flatten(es);
  for (const key of enKeys.keys())
    if (!esKeys.has(key)) problems.push(`${namespace}:${key} is missing in es`);
  for (const key of esKeys.keys())
    if (!enKeys.has(key)) problems.push(`${namespace}:${key} is missing in en`);
  for (const [language, keys] of [
    ['en', enKeys],
    ['es', esKeys],
  ] as const) {
    for (const [key, value] of keys) {
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${namespace}:${key} is empty or not text in ${language}`);
        continue;
      }
      try {
        argumentsOf(value, language);
      } catch (error) {
        problems.push(`${namespace}:${key} is not valid ICU in ${language}: ${(error as Error).message}`);
      }
    }
  }
  for (const [key, english] of enKeys) {
    const spanish = esKeys.get(key);
    if (typeof english !== 'string' || typeof spanish !== 'string') continue;
    const id = `${namespace}:${key}`;
    if (spanish === english && !sameInBoth.has(id))
      problems.push(`${id} is still in English in es: "${english}"`);
    try {
      const a = argumentsOf(english, 'en').join(', ');
      const b = argumentsOf(spanish, 'es').join(', ');
      if (a !== b) problems.push(`${id} uses {${a}} in en but {${b}} in es`);
    } catch {
      // Reported above as invalid ICU.
    }
  }
  return problems;
}

const read = (dir: string, language: string): Catalogue =>
  JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Catalogue;

describe('the web catalogues', () => {
  const found = pairs();

  it('come in pairs: every i18n folder has en.json and es.json, and nothing else', () => {
    expect(found.map((p) => p.namespace)).toContain('common');
    for (const { dir } of found) expect(readdirSync(dir).sort()).toEqual(['en.json', 'es.json']);
  });

  it.each(found)(
    '$namespace: same keys, no empty value, valid ICU, nothing left in English',
    ({ namespace, dir }) => {
      expect(problemsOf(namespace, read(dir, 'en'), read(dir, 'es'), SAME_IN_BOTH)).toEqual([]);
    },
  );

  it('allows the same text in both languages only for keys that exist', () => {
    const all = new Set<string>();
    for (const { namespace, dir } of found)
      for (const key of flatten(read(dir, 'en')).keys()) all.add(`${namespace}:${key}`);
    for (const id of SAME_IN_BOTH) expect(all.has(id), `${id} is allowed but no longer exists`).toBe(true);
  });

  it('finds each kind of mistake', () => {
    const en = {
      a: { title: 'Pay {amount}' },
      b: 'Yes',
      c: '{count, plural, one {# payment} other {# payments}}',
      d: 'Hi',
    };
    const es = {
      a: { title: 'Pagar {monto}' },
      b: '',
      c: '{count, plural, one {# pago} other {# pagos}',
      e: 'Hola',
    };
    expect(problemsOf('x', en, es, new Set())).toEqual([
      'x:d is missing in es',
      'x:e is missing in en',
      'x:b is empty or not text in es',
      'x:c is not valid ICU in es: EXPECT_ARGUMENT_CLOSING_BRACE',
      'x:a.title uses {amount} in en but {monto} in es',
    ]);
    expect(problemsOf('x', { ok: 'Visa' }, { ok: 'Visa' }, new Set())).toEqual([
      'x:ok is still in English in es: "Visa"',
    ]);
    expect(problemsOf('x', { ok: 'Visa' }, { ok: 'Visa' }, new Set(['x:ok']))).toEqual([]);
  });
});
