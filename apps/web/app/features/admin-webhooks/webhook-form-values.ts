import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { WEBHOOK_MESSAGES, type WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';

/** The list page's actions, posted as `intent` (the form's save, and the buttons of a row). */
export const WEBHOOK_INTENTS = ['create', 'update', 'rotate', 'delete', 'retry'] as const;
export type WebhookIntent = (typeof WEBHOOK_INTENTS)[number];

/** A saved endpoint as the form's text values (never its secret: the API does not send it). */
export function webhookFormValues(e: WebhookEndpoint): FormValues {
  return { id: String(e.id), hotelCode: e.hotelCode, url: e.url, description: e.description, enabled: e.enabled ? 'on' : '' };
}

/** A new endpoint of the page's hotel: on at once (it only hears of reservations made from now). */
export const newWebhookValues = (hotelCode: string): FormValues => ({ hotelCode, url: '', description: '', enabled: 'on' });

/** What the create schema reads from the posted form. */
export function webhookCreateFields(values: FormValues) {
  return { hotelCode: values.hotelCode ?? '', url: values.url ?? '', description: values.description ?? '', enabled: values.enabled === 'on' };
}

/** What the update schema reads (the hotel of an endpoint never changes). */
export function webhookUpdateFields(values: FormValues) {
  return { id: values.id ?? '', url: values.url ?? '', description: values.description ?? '', enabled: values.enabled === 'on' };
}

/**
 * The API's refusals at their field: the address rule (its messages name 送信先URL, or the
 * endpoint's host it could not find), the hotel, the memo; anything else above the form.
 */
export function webhookRefusal(message: string): { errors: FieldErrors; formError?: string } {
  const field = message.startsWith('送信先URL') || message.startsWith('エンドポイントのホスト名') ? 'url' : message === WEBHOOK_MESSAGES.hotelInvalid ? 'hotelCode' : message === WEBHOOK_MESSAGES.descriptionTooLong ? 'description' : null;
  return field ? { errors: { [field]: message } } : { errors: {}, formError: message };
}
