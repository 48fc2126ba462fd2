import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreferredLanguage } from '@arrears/domain';
import { SERVER_ROOT } from '../paths';

/** A catalogue: camelCase keys nested by message, leaves are ICU message strings. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export type AreaCatalogues = Record<PreferredLanguage, Catalogue>;

/** Where every module keeps its pair: src/modules/<area>/i18n/{en,es}.json (read from source, dev and dist alike). */
export const MODULES_DIR = join(SERVER_ROOT, 'src', 'modules');

/**
 * Every module's pair, by area (the module's folder name), found by walking the modules folder so a
 * new module's pair needs no edit here. A module with one file of the pair but not the other fails loudly.
 */
export function readCatalogues(modulesDir = MODULES_DIR): Map<string, AreaCatalogues> {
  const found = new Map<string, AreaCatalogues>();
  for (const area of readdirSync(modulesDir).sort()) {
    const dir = join(modulesDir, area, 'i18n');
    const en = join(dir, 'en.json');
    const es = join(dir, 'es.json');
    if (!existsSync(en) && !existsSync(es)) continue;
    found.set(area, {
      en: JSON.parse(readFileSync(en, 'utf8')) as Catalogue,
      es: JSON.parse(readFileSync(es, 'utf8')) as Catalogue,
    });
  }
  return found;
}

/** Every leaf of a catalogue as [dotted key, message]. */
export function flatten(catalogue: Catalogue, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}
