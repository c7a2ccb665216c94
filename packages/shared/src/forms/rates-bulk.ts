import { byRestriction } from '../restrictions.ts';
import type { FormValues } from './parse-form.ts';

/**
 * The rates calendar's bulk-edit form (/admin/rates) as the API's body (ratesBulkBody checks it,
 * in the action as in the API). Checkboxes are named one per value (`rt_SK`, `wd_5`), so the
 * posted form stays a flat record of strings; an empty field means "leave as it is".
 */
export const RATES_FORM = {
  roomTypePrefix: 'rt_',
  weekdayPrefix: 'wd_',
  /** Select values of the yes / no fields. */
  set: 'on',
  clear: 'off',
  /** A limit's "clear it" checkbox: `minStayClear`. */
  clearSuffix: 'Clear',
} as const;

const numberOrUndefined = (value: string | undefined): number | undefined => {
  const text = value?.trim() ?? '';
  // A non-number stays a non-number (NaN), so the schema answers the field's own message.
  return text === '' ? undefined : Number(text.replace(/[,，]/g, ''));
};

const flagOrUndefined = (value: string | undefined): boolean | undefined =>
  value === RATES_FORM.set ? true : value === RATES_FORM.clear ? false : undefined;

/** A limit (min / max stay…): a number, or cleared with its checkbox (`minStayClear`), or left alone. */
const limitOrUndefined = (value: string | undefined, clear: string | undefined): number | null | undefined =>
  clear === RATES_FORM.set ? null : numberOrUndefined(value);

export function ratesBulkFromForm(hotel: string, values: FormValues) {
  const keysWith = (prefix: string) =>
    Object.keys(values)
      .filter((k) => k.startsWith(prefix) && values[k] === RATES_FORM.set)
      .map((k) => k.slice(prefix.length));
  const changes = {
    price: numberOrUndefined(values.price),
    rooms: numberOrUndefined(values.rooms),
    // One field per restriction, named by its key (RESTRICTIONS).
    ...byRestriction(
      (_, key) => flagOrUndefined(values[key]),
      (_, key) => limitOrUndefined(values[key], values[`${key}${RATES_FORM.clearSuffix}`]),
    ),
  };
  return {
    hotel,
    roomTypes: keysWith(RATES_FORM.roomTypePrefix),
    from: values.from ?? '',
    to: values.to ?? '',
    weekdays: keysWith(RATES_FORM.weekdayPrefix).map(Number),
    changes: Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  };
}
