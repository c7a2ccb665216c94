import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { roomNights } from '@hotel/db/schema/inventory';
import { RESTRICTION_KEYS, RESTRICTIONS } from '@hotel/shared/restrictions';
import { restrictionColumns, restrictionsJsonPairs, restrictsSql } from './restriction-columns.ts';

const dialect = new PgDialect();

describe('room_nights and RESTRICTIONS (decision 0056)', () => {
  it('has each restriction as its column: a flag a boolean NOT NULL DEFAULT false, a limit a nullable smallint', () => {
    for (const key of RESTRICTION_KEYS) {
      const column = roomNights[key];
      expect(column.name, key).toBe(RESTRICTIONS[key].column);
      if (RESTRICTIONS[key].kind === 'flag') expect({ type: column.columnType, notNull: column.notNull, default: column.default }, key).toEqual({ type: 'PgBoolean', notNull: true, default: false });
      else expect({ type: column.columnType, notNull: column.notNull }, key).toEqual({ type: 'PgSmallInt', notNull: false });
    }
    expect(Object.keys(restrictionColumns)).toEqual(RESTRICTION_KEYS);
  });

  it('reads a row as restricting when any flag is set or any limit given, and names the JSON fields by key', () => {
    const restricts = dialect.sqlToQuery(restrictsSql).sql;
    for (const key of RESTRICTION_KEYS) {
      const column = `"room_nights"."${RESTRICTIONS[key].column}"`;
      expect(restricts).toContain(RESTRICTIONS[key].kind === 'flag' ? column : `${column} is not null`);
      expect(dialect.sqlToQuery(restrictionsJsonPairs).sql).toContain(`'${key}', ${column}`);
    }
  });
});
