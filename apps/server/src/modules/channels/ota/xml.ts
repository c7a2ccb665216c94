/**
 * The little XML the OTA messages need: elements with attributes and children, escaped. Written
 * out rather than through a builder library: the messages are fixed shapes (decision 0062), and a
 * string per element keeps a year of nights cheap to build.
 */

export type Attributes = Record<string, string | number | undefined>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** `<name a="1">children</name>`, or `<name a="1"/>` without children; undefined attributes are left out. */
export function element(name: string, attributes: Attributes = {}, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return children.length ? `<${name}${attrs}>${children.join('')}</${name}>` : `<${name}${attrs}/>`;
}

/** Text content, escaped. */
export function text(name: string, attributes: Attributes, content: string): string {
  return element(name, attributes, escapeXml(content));
}
