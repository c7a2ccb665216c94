import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { channelMappingSave, type ChannelMapping, type ChannelMappingSave } from '@hotel/shared/schemas/admin/channels';

/** The form's field of the hotel's code, and of each room type's and plan's: rooms.<our code>, rates.<our code>. */
export const HOTEL_CODE_FIELD = 'hotelChannelCode';
export const roomField = (code: string) => `rooms.${code}`;
export const rateField = (code: string) => `rates.${code}`;

/** A saved mapping as the form's values (blank: not mapped). */
export function mappingFormValues(m: ChannelMapping): FormValues {
  return {
    [HOTEL_CODE_FIELD]: m.hotel.channelCode ?? '',
    ...Object.fromEntries(m.rooms.map((r) => [roomField(r.code), r.channelCode ?? ''])),
    ...Object.fromEntries(m.rates.map((r) => [rateField(r.code), r.channelCode ?? ''])),
  };
}

/** Room types and plans without a channel code (the hotel's own code is counted apart). */
export const unmappedItems = (m: ChannelMapping) => [...m.rooms, ...m.rates].filter((item) => item.channelCode === null).length;

export type MappingCheck = { ok: true; data: ChannelMappingSave } | { ok: false; errors: FieldErrors };

/**
 * The posted form checked with the API's schema. Unlike checkForm, a message belongs to the one
 * code it is about (rooms.SK), not to the whole list, so it shows at its field.
 */
export function checkMapping(values: FormValues, id: string, hotel: string): MappingCheck {
  const pick = (prefix: string) => Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), value]] : [])));
  const result = channelMappingSave.safeParse({ id, hotel, hotelChannelCode: values[HOTEL_CODE_FIELD] ?? '', rooms: pick('rooms.'), rates: pick('rates.') });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [list, code] = issue.path;
    const field = (list === 'rooms' || list === 'rates') && code !== undefined ? `${list}.${String(code)}` : String(list ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
