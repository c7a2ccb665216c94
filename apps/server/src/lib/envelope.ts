import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Envelope } from '@hotel/shared/schemas/envelope';

export function ok<T>(data: T, message: string = SERVER_MESSAGES.ok): Envelope<T> {
  return { success: true, message, data, statusCode: 200 };
}

export function failure(statusCode: number, message: string): Envelope<null> {
  return { success: false, message, data: null, statusCode };
}
