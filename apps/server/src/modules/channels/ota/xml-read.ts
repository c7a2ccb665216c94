import { XMLParser } from 'fast-xml-parser';

/**
 * Reading the channel's answers: namespaces dropped, attributes as `@Name`, every value kept as
 * text (codes such as "007" stay codes), and the elements named in `arrays` always lists.
 */
export function otaParser(arrays: readonly string[]): XMLParser {
  const lists = new Set(arrays);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false, isArray: (name) => lists.has(name) });
}

type Node = Record<string, unknown>;

/** The node at `path` under `node`, or undefined. */
export const get = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, name) => (n && typeof n === 'object' ? (n as Node)[name] : undefined), node);

/** The nodes at `path`: a list whether the parser made one or not. */
export function list(node: unknown, ...path: string[]): unknown[] {
  const value = get(node, ...path);
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** An attribute's value, trimmed; '' when absent. */
export function attr(node: unknown, name: string): string {
  const value = get(node, `@${name}`);
  return typeof value === 'string' ? value.trim() : '';
}

/** An element's text, trimmed; '' when it has none. */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node.trim();
  const value = get(node, '#text');
  return typeof value === 'string' ? value.trim() : '';
}
