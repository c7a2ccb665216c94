/**
 * A language's words for the Japanese messages the API and the forms give (issue 29, decision
 * 0072): `exact` keyed by the Japanese text as the code writes it, `patterns` for the messages
 * built with values (a regular expression over the Japanese, and the text with $1, $2 …). Plain
 * data, so a page can be sent its language's table and use it in the browser.
 */
export interface MessageTable {
  exact: Readonly<Record<string, string>>;
  patterns: readonly { ja: string; text: string }[];
}

const compiled = new WeakMap<MessageTable, { re: RegExp; text: string }[]>();

/** `text` in the table's language; a message the table does not know stays as it is (Japanese). */
export function translateWith(table: MessageTable | null | undefined, text: string): string {
  if (!table || !text) return text;
  const exact = table.exact[text];
  if (exact !== undefined) return exact;
  let patterns = compiled.get(table);
  if (!patterns) {
    patterns = table.patterns.map((p) => ({ re: new RegExp(p.ja, 'u'), text: p.text }));
    compiled.set(table, patterns);
  }
  for (const { re, text: replacement } of patterns) if (re.test(text)) return text.replace(re, replacement);
  return text;
}
