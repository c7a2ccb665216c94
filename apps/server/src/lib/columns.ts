import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's columns but the named ones, for a select whose rows go out as stored (a banner, a
 * brand, an offer without its sort order): the API's fields are the columns, so naming each
 * column again would only be a second list to keep in step with the schema.
 */
export function columnsExcept<T extends Table, K extends keyof T['_']['columns']>(table: T, ...omit: K[]): Omit<T['_']['columns'], K> {
  const columns: Partial<T['_']['columns']> = { ...getTableColumns(table) };
  for (const key of omit) delete columns[key];
  return columns as Omit<T['_']['columns'], K>;
}
