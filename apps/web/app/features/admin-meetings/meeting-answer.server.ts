import { data, type AppLoadContext } from 'react-router';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { meetingsEndpoints, meetingUpdateInput } from '@hotel/shared/schemas/admin/meetings';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { scopedHotel } from '../../lib/admin-scope.ts';

export interface MeetingAnswerResult {
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  values?: FormValues;
}

/**
 * The detail page's form: the same schema as the API, then POST /meetings/update in-process.
 * A refusal (a move the workflow does not allow, a note too long) comes back next to the form.
 */
export async function answerMeeting(request: Request, context: AppLoadContext, id: string | undefined) {
  const values = await readPostedForm(request);
  const checked = checkForm(meetingUpdateInput, { hotel: scopedHotel(request), id: id ?? '', status: values.status ?? '', note: values.note ?? '' });
  if (!checked.ok) {
    const message = Object.values(checked.errors).find(Boolean) ?? '入力内容をご確認ください';
    return data<MeetingAnswerResult>({ ok: false, message, errors: checked.errors, values }, { status: 400 });
  }
  const { status, envelope } = await callAdmin(context, request, meetingsEndpoints.update, checked.data);
  if (!envelope.success) return data<MeetingAnswerResult>({ ok: false, message: envelope.message, values }, { status });
  return data<MeetingAnswerResult>({ ok: true, message: envelope.message });
}
