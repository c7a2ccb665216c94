import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@hotel/shared/schemas/envelope';
import { memoSerializerCompiler } from './memo-serializer.ts';

const schema = envelope(z.array(z.object({ code: z.string() })));
const serializerFor = () => memoSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as unknown as (data: unknown) => string;

describe('memoSerializerCompiler', () => {
  it('stringifies a shared data object once, still through the response schema', () => {
    const serialize = serializerFor();
    const data = [{ code: 'pro001', secret: 'not in the contract' }];
    const first = serialize({ success: true, message: 'ok', data, statusCode: 200 });
    expect(JSON.parse(first)).toEqual({ success: true, message: 'ok', data: [{ code: 'pro001' }], statusCode: 200 });
    // The very same string: no second check or stringify.
    expect(serialize({ success: true, message: 'ok', data, statusCode: 200 })).toBe(first);
    expect(JSON.parse(serialize({ success: true, message: 'other', data, statusCode: 200 })).message).toBe('other');
  });

  it('a fresh object goes through the schema every time', () => {
    const serialize = serializerFor();
    const good = { success: true, message: 'ok', data: [{ code: 'a' }], statusCode: 200 };
    expect(JSON.parse(serialize(good))).toEqual(good);
    expect(() => serialize({ success: true, message: 'ok', data: [{ code: 1 }], statusCode: 200 })).toThrow();
  });
});
