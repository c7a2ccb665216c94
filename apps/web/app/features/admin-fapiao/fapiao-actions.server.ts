import { data, type AppLoadContext } from 'react-router';
import { fapiaoEndpoints } from '@hotel/shared/schemas/admin/fapiao';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel } from '../../lib/admin-hotel.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';

/** The detail page's buttons, by `intent`: 送付済にする (tell the guest) and 差戻す (with the reason). The API's message comes back. */
export async function fapiaoAction(request: Request, context: AppLoadContext) {
  const values = await readPostedForm(request);
  const hotel = adminHotel(request);
  const id = values.id ?? '';
  const { status, envelope } =
    values.intent === 'reject'
      ? await callAdmin(context, request, fapiaoEndpoints.reject, { hotel, id, reason: values.reason ?? '' })
      : await callAdmin(context, request, fapiaoEndpoints.send, { hotel, id });
  return data({ ok: envelope.success, message: envelope.message, reason: envelope.success ? '' : (values.reason ?? '') }, { status: envelope.success ? 200 : status >= 400 ? status : 500 });
}
