import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: its own message (with the query) and the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED')],
    ['reset', coded('ECONNRESET')],
    ['admin shutdown 57P01', coded('57P01')],
    ['crash shutdown 57P02', coded('57P02')],
    ['starting up 57P03', coded('57P03')],
    ['connection failure 08006', coded('08006')],
    ['disk full 53100', coded('53100')],
    ['too many connections 53300', coded('53300')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['wrapped by drizzle', wrapped(coded('57P01'))],
  ])('%s: yes', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['unique violation', coded('23505')],
    ['syntax error', coded('42601')],
    ['serialization failure', coded('40001')],
    ['NUL in text', wrapped(coded('22021'))],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
