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

/** A list's page number from a query string: absent or empty is page 1; anything but 1–999999 gets the area's message. */
export function adminPageField(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' ? '1' : String(v).trim()))
    .pipe(z.string().regex(/^\d{1,6}$/, message).transform(Number).pipe(z.number().int().min(1, message)));
}
