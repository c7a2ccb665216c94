import { z } from 'zod';

/** Every API answer: { success, message, data, statusCode } (spec section 7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data,
    statusCode: z.number().int(),
    /** Failures only: the request's id (X-Request-Id), for the reservation centre to find its log lines. */
    requestId: z.string().optional(),
  });
}

export type Envelope<T> = { success: boolean; message: string; data: T; statusCode: number; requestId?: string };

/** Request headers every client sends (spec section 7). */
export const REQUEST_HEADERS = {
  channel: 'channel',
  groupcode: 'groupcode',
  random: 'random',
  timestamp: 'timestamp',
  usertoken: 'usertoken',
} as const;
