import { data, type AppLoadContext } from 'react-router';
import { checkForm, type FormValues } from '@hotel/shared/forms/parse-form';
import { webhookCreateInput, webhooksEndpoints, webhookUpdateInput, type WebhookEndpoint } from '@hotel/shared/schemas/admin/webhooks';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { saveAdminForm } from '../../lib/admin-form.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';
import { WEBHOOKS_PATH } from './webhook-links.ts';
import { WEBHOOK_INTENTS, webhookCreateFields, webhookRefusal, webhookUpdateFields, type WebhookIntent } from './webhook-form-values.ts';

/**
 * What a row's button answered (the API's message), and after a create or a rotation the secret:
 * returned to the page that asked and drawn from it once, never put in a URL, a cookie or a
 * redirect, so it lands in no history, access log or later page.
 */
export interface WebhookActionResult {
  ok: boolean;
  intent: WebhookIntent | null;
  message?: string | null;
  id?: string | undefined;
  issued?: { endpoint: WebhookEndpoint; secret: string };
}

/** The secret's answer is never kept by a browser or a proxy (the route's headers say the same for documents). */
const NO_STORE = { 'Cache-Control': 'no-store' };
const answer = (status: number, result: WebhookActionResult) => data(result, { status: result.ok ? 200 : status >= 400 ? status : 500, headers: NO_STORE });

/**
 * The list page's one action, by `intent`: create (answers the secret), update (back to the list
 * with 保存しました), and a row's rotate (answers the new secret), delete and retry. Forms are checked
 * with the API's schemas first; the API's refusals come back at their field.
 */
export async function webhookAction(request: Request, context: AppLoadContext) {
  const values = await readPostedForm(request);
  const intent = WEBHOOK_INTENTS.find((i) => i === values.intent) ?? null;
  switch (intent) {
    case 'create':
      return create(context, request, values);
    case 'update':
      return saveAdminForm(context, request, { values, input: webhookUpdateFields(values), schema: webhookUpdateInput, endpoint: webhooksEndpoints.update, refusal: webhookRefusal, done: withHotel(WEBHOOKS_PATH, adminHotel(request), { saved: 1 }) });
    case 'rotate': {
      const { status, envelope } = await callAdmin(context, request, webhooksEndpoints.rotateSecret, { id: values.id ?? '' });
      if (!envelope.success || !envelope.data) return answer(status, { ok: false, intent, message: envelope.message, id: values.id });
      return answer(200, { ok: true, intent, message: envelope.message, id: values.id, issued: envelope.data });
    }
    case 'delete':
    case 'retry': {
      const endpoint = intent === 'delete' ? webhooksEndpoints.remove : webhooksEndpoints.retry;
      const { status, envelope } = await callAdmin(context, request, endpoint, { id: values.id ?? '' });
      return answer(status, { ok: envelope.success, intent, message: envelope.message, id: values.id });
    }
    case null:
      return answer(400, { ok: false, intent, message: '操作を選んでください' });
  }
}

/** A new endpoint: refused at its fields like any form, or answered with its secret (shown once). */
async function create(context: AppLoadContext, request: Request, values: FormValues) {
  const checked = checkForm(webhookCreateInput, webhookCreateFields(values));
  if (!checked.ok) return refuseForm(values, checked.errors);
  const { status, envelope } = await callAdmin(context, request, webhooksEndpoints.create, checked.data);
  if (!envelope.success || !envelope.data) {
    const refusal = webhookRefusal(envelope.message);
    return refuseForm(values, refusal.errors, refusal.formError, status);
  }
  return answer(200, { ok: true, intent: 'create', message: envelope.message, id: String(envelope.data.endpoint.id), issued: envelope.data });
}
