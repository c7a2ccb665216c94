import { expect } from 'vitest';
import type { JsonResponse } from './test-app.ts';

/** Hiragana, katakana or kanji: a Japanese message, not an English framework default. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

export function expectSuccess<T>(response: JsonResponse<T>): T {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toMatchObject({ success: true, statusCode: 200 });
  expect(response.body.message).toMatch(JAPANESE);
  return response.body.data;
}

/** The id a failure envelope carries (X-Request-Id): a UUID unless a trusted proxy gave one. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** A failure envelope: the status, success false, the same statusCode, no data, a Japanese message and the request id. */
export function expectFailure(response: JsonResponse, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ success: false, statusCode: status, data: null, message: expect.stringMatching(JAPANESE), requestId: expect.stringMatching(REQUEST_ID) });
}

/** What a promise was rejected with, expected to be a `type` (a promise that resolves fails the test). */
export async function rejectionOf<E>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
