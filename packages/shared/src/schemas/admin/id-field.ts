import { z } from 'zod';
import { INT4_MAX, NO_SUCH_ID } from '../hotel.ts';

/**
 * A record's id from a query string or a form, with the area's own Japanese message for anything
 * but plain digits. Digits no serial column can hold name no record (NO_SUCH_ID: "not found"),
 * as recordId() does for the guest API.
 */
export function adminIdField(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d+$/, message))
    .transform((digits) => {
      const id = Number(digits);
      return digits.length <= 10 && id >= 1 && id <= INT4_MAX ? id : NO_SUCH_ID;
    });
}
