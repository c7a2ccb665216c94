import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { CHANNEL_MESSAGES, type ChannelConnection } from '@hotel/shared/schemas/admin/channels';

/** The form's hotels: ticked checkboxes, posted as repeated fields. */
export const HOTELS_FIELD = 'hotelCodes';

/** A saved connection as the form's text values: never its password (the API does not send it). */
export function connectionFormValues(c: ChannelConnection): FormValues {
  return {
    id: String(c.id),
    type: c.type,
    name: c.name,
    endpointUrl: c.endpointUrl,
    requestorId: c.requestorId,
    username: c.username,
    [HOTELS_FIELD]: c.hotelCodes.join(','),
    enabled: c.enabled ? 'on' : '',
  };
}

/** A new connection: switched off until its mapping is done (switching it on sends the whole year). */
export const NEW_CONNECTION_VALUES: FormValues = { type: 'pmsxchange', name: '', endpointUrl: '', requestorId: '', username: '', [HOTELS_FIELD]: '', enabled: '' };

/** What the save schema reads from the posted form (the password as typed: blank keeps the stored one). */
export function connectionInput(values: FormValues, hotels: readonly string[]) {
  return {
    ...(values.id ? { id: values.id } : {}),
    type: values.type ?? 'pmsxchange',
    name: values.name ?? '',
    endpointUrl: values.endpointUrl ?? '',
    requestorId: values.requestorId ?? '',
    username: values.username ?? '',
    password: values.password ?? '',
    hotelCodes: [...hotels],
    enabled: values.enabled === 'on',
  };
}

/** What is shown again after a refusal: what was typed, the hotels as the checkboxes read them, never the password. */
export function connectionShownValues(values: FormValues, hotels: readonly string[]): FormValues {
  const { password: _password, ...shown } = values;
  return { ...shown, [HOTELS_FIELD]: hotels.join(',') };
}

/** The API's refusals at their field: the endpoint rule (its messages all name the endpoint), the password, the hotels. */
export function connectionRefusal(message: string): { errors: FieldErrors; formError?: string } {
  const field = message.startsWith('エンドポイント')
    ? 'endpointUrl'
    : message === CHANNEL_MESSAGES.passwordRequired
      ? 'password'
      : message === CHANNEL_MESSAGES.hotelInvalid || message === CHANNEL_MESSAGES.hotelsRequired
        ? HOTELS_FIELD
        : message === CHANNEL_MESSAGES.typeUnchangeable
          ? 'type'
          : null;
  return field ? { errors: { [field]: message } } : { errors: {}, formError: message };
}
