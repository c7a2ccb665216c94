import { data, type AppLoadContext } from 'react-router';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { couponIssueInput, couponsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { COUPON_FORM_FIELD, COUPON_FORMS } from './coupon-forms.ts';


export type CouponActionResult =
  | { coupon: true; ok: true; message: string }
  | { coupon: true; ok: false; message: string; errors: FieldErrors; values: FormValues; voiding: boolean };

/** Whether a post to the member page is one of the coupon forms (read from a copy: the body is read once). */
export async function isCouponPost(request: Request): Promise<boolean> {
  const form = await request.clone().formData();
  return typeof form.get(COUPON_FORM_FIELD) === 'string';
}

/**
 * クーポンを発行 and 無効にする, server-side so they work without JavaScript. The issue form is
 * checked with the API's schema first (messages next to the fields), then posted to the API.
 */
export async function couponAction(request: Request, context: AppLoadContext, memberId: string | undefined) {
  // Several ticked hotels arrive as repeated fields; the schema takes them comma-separated.
  const hotels = (await request.clone().formData()).getAll('hotels').filter((v) => typeof v === 'string');
  const values: FormValues = { ...(await readPostedForm(request)), hotels: hotels.join(',') };
  const voiding = values[COUPON_FORM_FIELD] === COUPON_FORMS.void;
  const refuse = (message: string, errors: FieldErrors, status: number) => data<CouponActionResult>({ coupon: true, ok: false, message, errors, values, voiding }, { status });

  const result = voiding
    ? await callAdmin(context, request, couponsEndpoints.void, { id: values.id ?? '' })
    : await (async () => {
        const checked = checkForm(couponIssueInput, { ...values, memberId: memberId ?? '' });
        if (!checked.ok) return { checked };
        return callAdmin(context, request, couponsEndpoints.issue, checked.data);
      })();
  if ('checked' in result) {
    const errors = result.checked.ok ? {} : result.checked.errors;
    return refuse(Object.values(errors).find(Boolean) ?? '入力内容をご確認ください', errors, 400);
  }
  if (!result.envelope.success) return refuse(result.envelope.message, fieldOf(result.envelope.message), result.status);
  return data<CouponActionResult>({ coupon: true, ok: true, message: result.envelope.message });
}

/** The API's refusals that belong to one field (the expiry date, the hotels). */
function fieldOf(message: string): FieldErrors {
  if (message.includes('有効期限')) return { expiresOn: message };
  if (message.includes('ホテル')) return { hotels: message };
  return {};
}
