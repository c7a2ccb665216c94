import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { SITE_LANGUAGES, DEFAULT_LANGUAGE } from '@hotel/shared/site-language';

/**
 * The message catalogues' check (decision 0072), run by `npm run lint`: every namespace has a file
 * in every language with the same ids, no message is empty or malformed ICU, each translation takes
 * the same arguments as the Japanese one, the error page's (which the page carries uncompiled) use
 * no ICU syntax, and every namespace is declared in lib/i18n/messages.ts. Returns the problems.
 */
export function checkCatalogues(localesDir: string, declarations: string): string[] {
  const problems: string[] = [];
  const read = (lang: string) =>
    new Map(
      readdirSync(path.join(localesDir, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(localesDir, lang, f), 'utf8')) as Record<string, unknown>]),
    );
  const catalogues = new Map(SITE_LANGUAGES.map((lang) => [lang, read(lang)]));
  const source = catalogues.get(DEFAULT_LANGUAGE) ?? new Map<string, Record<string, unknown>>();
  const namespaces = new Set(SITE_LANGUAGES.flatMap((lang) => [...(catalogues.get(lang)?.keys() ?? [])]));
  for (const namespace of [...namespaces].sort()) {
    if (!declarations.includes(`locales/ja/${namespace}.json`)) problems.push(`${namespace}: not declared in lib/i18n/messages.ts`);
    const ids = Object.keys(source.get(namespace) ?? {});
    for (const lang of SITE_LANGUAGES) {
      const messages = catalogues.get(lang)?.get(namespace);
      if (!messages) {
        problems.push(`${lang}/${namespace}.json: missing`);
        continue;
      }
      for (const id of ids) if (!(id in messages)) problems.push(`${lang}/${namespace}.json: "${id}" is missing`);
      for (const [id, text] of Object.entries(messages)) {
        const where = `${lang}/${namespace}.json "${id}"`;
        if (!ids.includes(id)) problems.push(`${where}: not in the Japanese catalogue`);
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${where}: empty`);
          continue;
        }
        const args = argumentsOf(text);
        if (args === null) {
          problems.push(`${where}: not a valid ICU message`);
          continue;
        }
        const sourceText = source.get(namespace)?.[id];
        const expected = typeof sourceText === 'string' ? argumentsOf(sourceText) : null;
        if (expected && args.join() !== expected.join()) problems.push(`${where}: takes {${args.join(', ')}}, the Japanese {${expected.join(', ')}}`);
        if (namespace === 'errors' && /[{}<]/.test(text)) problems.push(`${where}: the error page's messages are plain text`);
      }
    }
  }
  return problems;
}

/** The names of a message's arguments (sorted), or null when it is not valid ICU MessageFormat. */
function argumentsOf(text: string): string[] | null {
  const names = new Set<string>();
  // Compiled, a message is a list of parts: text, or [name] / [name, format, { branch: parts }].
  const walk = (parts: readonly unknown[]): void => {
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const branches: unknown = part[2];
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) if (Array.isArray(branch)) walk(branch);
    }
  };
  try {
    walk(compileMessageOrThrow(text));
  } catch {
    return null;
  }
  return [...names].sort();
}
