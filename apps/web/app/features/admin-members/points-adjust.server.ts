import { data, type AppLoadContext } from 'react-router';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { MEMBERS_MESSAGES, memberPointsInput, membersEndpoints } from '@hotel/shared/schemas/admin/members';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';

/** What the adjust form shows after a post: a refusal, the confirmation step, or the result. */
export type PointsAdjustResult =
  | { ok: false; message: string; errors?: FieldErrors; values: FormValues }
  | { ok: true; confirm: { delta: number; reason: string; before: number; after: number }; message?: undefined }
  | { ok: true; message: string; confirm?: undefined };

/**
 * Two steps, both server-side so they work without JavaScript: 確認 (intent=preview) checks the
 * form with the API's schema and shows the balance before and after; 調整する (intent=confirm)
 * posts it to POST /members/points. 修正する (intent=edit) goes back to the filled form.
 */
export async function adjustPoints(request: Request, context: AppLoadContext, id: string | undefined) {
  const values = await readPostedForm(request);
  const intent = values.intent ?? 'preview';
  if (intent === 'edit') return data<PointsAdjustResult>({ ok: false, message: '', values });
  const checked = checkForm(memberPointsInput, { id: id ?? '', delta: values.delta ?? '', reason: values.reason ?? '' });
  if (!checked.ok) {
    const message = Object.values(checked.errors).find(Boolean) ?? '入力内容をご確認ください';
    return data<PointsAdjustResult>({ ok: false, message, errors: checked.errors, values }, { status: 400 });
  }
  const { delta, reason } = checked.data;
  if (intent !== 'confirm') {
    const member = await callAdmin(context, request, membersEndpoints.detail, { id: checked.data.id });
    if (!member.envelope.success || !member.envelope.data) return data<PointsAdjustResult>({ ok: false, message: member.envelope.message, values }, { status: member.status });
    const before = member.envelope.data.points;
    if (before + delta < 0) return data<PointsAdjustResult>({ ok: false, message: MEMBERS_MESSAGES.belowZero(before), errors: { delta: MEMBERS_MESSAGES.belowZero(before) }, values }, { status: 400 });
    return data<PointsAdjustResult>({ ok: true, confirm: { delta, reason, before, after: before + delta } });
  }
  const { status, envelope } = await callAdmin(context, request, membersEndpoints.points, checked.data);
  if (!envelope.success) return data<PointsAdjustResult>({ ok: false, message: envelope.message, values }, { status });
  return data<PointsAdjustResult>({ ok: true, message: envelope.message });
}
