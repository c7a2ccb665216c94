import { z } from 'zod';

/** Every API answer: { success, message, data, statusCode } (spec section 7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data,
    statusCode: z.number().int(),
  });
}

export type Envelope<T> = { success: boolean; message: string; data: T; statusCode: number };

/** Request headers every client sends (spec section 7). */
export const REQUEST_HEADERS = {
  channel: 'channel',
  groupcode: 'groupcode',
  random: 'random',
  timestamp: 'timestamp',
  usertoken: 'usertoken',
} as const;
