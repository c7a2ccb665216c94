import { data, type AppLoadContext } from 'react-router';
import { checkForm, type FieldErrors } from '@hotel/shared/forms/parse-form';
import { createStaffInput, staffEndpoints, staffIdInput, updateStaffInput, type PasswordLink } from '@hotel/shared/schemas/admin/staff';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';

/** What the staff page's action answers: the API's message, field errors, and a new one-time link to show once. */
export interface StaffActionResult {
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
  intent?: string;
  /** The link of a new person or a new link: shown once, never stored by the page. */
  link?: PasswordLink & { url: string; name: string };
}

const answer = (status: number, result: StaffActionResult) => data(result, { status: result.ok ? 200 : status >= 400 ? status : 500 });

/** The form's hotels: repeated checkboxes. */
const hotelsOf = (form: FormData) => form.getAll('hotels').map(String);

/**
 * The staff page's one action, by `intent`: create, update, disable, enable, link (a new
 * set-password link), reset-totp. Each posts to the staff API with the same schema it checks.
 */
export async function staffAction(request: Request, context: AppLoadContext) {
  const form = await request.clone().formData();
  const values = await readPostedForm(request);
  const intent = values.intent ?? '';
  const origin = new URL(request.url).origin;
  if (intent === 'create' || intent === 'update') {
    const schema = intent === 'create' ? createStaffInput : updateStaffInput;
    const checked = checkForm(schema, { ...values, hotels: hotelsOf(form) });
    if (!checked.ok) return answer(400, { ok: false, intent, errors: checked.errors });
    if (intent === 'create') {
      const { status, envelope } = await callAdmin(context, request, staffEndpoints.create, checked.data as never);
      if (!envelope.success || !envelope.data) return answer(status, { ok: false, intent, message: envelope.message });
      const { staff, link } = envelope.data;
      return answer(200, { ok: true, intent, message: envelope.message, link: { ...link, url: `${origin}${link.path}`, name: staff.name } });
    }
    const { status, envelope } = await callAdmin(context, request, staffEndpoints.update, checked.data as never);
    return answer(status, { ok: envelope.success, intent, message: envelope.message });
  }
  const id = checkForm(staffIdInput, { id: values.id });
  if (!id.ok) return answer(400, { ok: false, intent, message: id.errors.id });
  const endpoint = { disable: staffEndpoints.disable, enable: staffEndpoints.enable, 'reset-totp': staffEndpoints.resetTotp }[intent];
  if (endpoint) {
    const { status, envelope } = await callAdmin(context, request, endpoint, id.data);
    return answer(status, { ok: envelope.success, intent, message: envelope.message });
  }
  if (intent === 'link') {
    const { status, envelope } = await callAdmin(context, request, staffEndpoints.passwordLink, id.data);
    if (!envelope.success || !envelope.data) return answer(status, { ok: false, intent, message: envelope.message });
    const name = values.name ?? '';
    return answer(200, { ok: true, intent, message: envelope.message, link: { ...envelope.data.link, url: `${origin}${envelope.data.link.path}`, name } });
  }
  return answer(400, { ok: false, message: '操作を選んでください' });
}
