import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogues } from './catalogue-check.ts';

const LOCALES = new URL('app/locales', import.meta.url).pathname;
const DECLARATIONS = readFileSync(new URL('app/lib/i18n/messages.ts', import.meta.url), 'utf8');
let copy = '';

/** A copy of the catalogues to break. */
function probe(): string {
  copy = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  cpSync(LOCALES, copy, { recursive: true });
  return copy;
}
const edit = (dir: string, file: string, change: (messages: Record<string, string>) => void) => {
  const at = path.join(dir, file);
  const messages = JSON.parse(readFileSync(at, 'utf8')) as Record<string, string>;
  change(messages);
  writeFileSync(at, JSON.stringify(messages));
};

afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = '';
});

describe('the message catalogues', () => {
  it('are complete in every language', () => {
    expect(checkCatalogues(LOCALES, DECLARATIONS)).toEqual([]);
  });

  it('fail on a probe: a message missing in Chinese, an extra English one, an empty and a malformed one, other arguments', () => {
    const dir = probe();
    edit(dir, 'zh/layout.json', (m) => delete m['login']);
    edit(dir, 'en/layout.json', (m) => {
      m['nowhere'] = 'Only in English';
      m['register'] = ' ';
      m['menu'] = '{unclosed';
      m['hotelHome'] = '{name} home';
    });
    edit(dir, 'en/errors.json', (m) => (m['toTop'] = 'Go to {page}'));
    expect(checkCatalogues(dir, DECLARATIONS)).toEqual(
      expect.arrayContaining([
        'zh/layout.json: "login" is missing',
        'en/layout.json "nowhere": not in the Japanese catalogue',
        'en/layout.json "register": empty',
        'en/layout.json "menu": not a valid ICU message',
        'en/layout.json "hotelHome": takes {name}, the Japanese {hotel}',
        `en/errors.json "toTop": the error page's messages are plain text`,
      ]),
    );
  });

  it('fail on a namespace missing in a language or not declared', () => {
    const dir = probe();
    rmSync(path.join(dir, 'en/demo.json'));
    expect(checkCatalogues(dir, DECLARATIONS.replace('locales/ja/demo.json', ''))).toEqual(
      expect.arrayContaining(['demo: not declared in lib/i18n/messages.ts', 'en/demo.json: missing']),
    );
  });
});
