import { z } from 'zod';

/**
 * The building blocks of every free-text input. Control characters have no place in a name, a
 * code or a request: NUL cannot even be stored (PostgreSQL refuses it, which used to surface as
 * a 500 after an SMS code had been spent), and the others (BEL, ESC, DEL, C1, U+2028/U+2029 line
 * and paragraph separators, which break JSON-in-script and log lines) only ever arrive by
 * accident or on purpose. So each text field refuses them in its schema, with the field's own
 * Japanese message, before any service runs. Refused: C0 controls, DEL, C1 controls and
 * U+2028/U+2029; a textarea's tab and line breaks pass in multi-line fields.
 */

/**
 * One line of text (names, codes, numbers): no control characters at all. `typeMessage` answers
 * a missing field or one that is not a string (a field's "required" message). Without messages
 * (API-only codes) the server's answer says what the field carries: 「客室タイプ」を正しく入力してください.
 */
// Control characters are exactly what these patterns are for.
/* eslint-disable no-control-regex */
export function singleLine(message?: string, typeMessage = message) {
  return z.string(typeMessage ? { error: typeMessage } : undefined).regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/, message);
}

/** Text from a textarea (requests, notes): tab and line breaks allowed, other control characters not. */
export function multiLine(message?: string, typeMessage = message) {
  return z.string(typeMessage ? { error: typeMessage } : undefined).regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]*$/, message);
}
/* eslint-enable no-control-regex */
