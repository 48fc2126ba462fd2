import { IntlMessageFormat } from 'intl-messageformat';
import { type AreaCatalogues, flatten } from './catalogues';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The names of the {arguments} a parsed message uses, selects and plurals included, sorted. */
function argumentsOf(ast: Ast): string[] {
  const names = new Set<string>();
  const walk = (elements: Ast) => {
    for (const element of elements) {
      // Type 0 is literal text; every other element with a string value names an argument.
      if (element.type !== 0 && 'value' in element && typeof element.value === 'string')
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(ast);
  return [...names].sort();
}

function parse(message: string): Ast | null {
  try {
    return new IntlMessageFormat(message, 'en-US', undefined, { ignoreTag: true }).getAst();
  } catch {
    return null;
  }
}

/**
 * What is wrong with one module's pair, as "area:key: problem" lines (none when it is right): a key
 * in one language only, an empty message, a message that is not ICU, arguments that differ between
 * the languages, or a Spanish message left equal to the English one (unless `sameInBoth` lists it).
 */
export function catalogueProblems(
  area: string,
  pair: AreaCatalogues,
  sameInBoth: ReadonlySet<string>,
): string[] {
  const en = new Map(flatten(pair.en));
  const es = new Map(flatten(pair.es));
  const problems: string[] = [];
  for (const key of en.keys()) if (!es.has(key)) problems.push(`${area}:${key}: no Spanish`);
  for (const key of es.keys()) if (!en.has(key)) problems.push(`${area}:${key}: no English`);
  for (const [lang, messages] of [['en', en] as const, ['es', es] as const]) {
    for (const [key, message] of messages) {
      if (!message.trim()) problems.push(`${area}:${key}: empty ${lang}`);
      else if (!parse(message)) problems.push(`${area}:${key}: ${lang} is not ICU`);
    }
  }
  for (const [key, english] of en) {
    const spanish = es.get(key);
    if (spanish === undefined) continue;
    const a = parse(english);
    const b = parse(spanish);
    if (a && b && argumentsOf(a).join() !== argumentsOf(b).join())
      problems.push(`${area}:${key}: arguments differ (${argumentsOf(a)} / ${argumentsOf(b)})`);
    if (spanish === english && !sameInBoth.has(`${area}:${key}`))
      problems.push(`${area}:${key}: not translated`);
  }
  return problems;
}
