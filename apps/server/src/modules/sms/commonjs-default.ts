/**
 * The cloud SDKs are CommonJS modules that set `exports.default`. TypeScript (bundler
 * resolution) types a default import as that class, but Node's ESM loader hands over the whole
 * `module.exports`, whose `.default` is the class. This returns the class either way.
 */
export function commonJsDefault<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}
