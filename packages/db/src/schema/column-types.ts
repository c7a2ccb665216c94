import { customType, jsonb } from 'drizzle-orm/pg-core';
import type { Translations } from '@hotel/shared/content-translation';

/** Bytes: PGlite answers a Uint8Array, node-postgres a Buffer; callers always get a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Staff-written content's words in the site's other languages (decision 0073): the shape is
 * packages/shared/src/content-translation.ts's. Empty until written; guests then read Japanese.
 */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
