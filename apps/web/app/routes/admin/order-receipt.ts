import { data } from 'react-router';
import type { Route } from './+types/order-receipt';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { receiptEndpoints, receiptIssueInput } from '@hotel/shared/schemas/admin/receipts';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel } from '../../lib/admin-hotel.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';

const orderNoOf = (request: Request) => new URL(request.url).searchParams.get('orderNo') ?? '';

/** The order detail's receipt panel (decision 0070) reads the issues here (finance.receipts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { envelope, status } = await callAdmin(context, request, receiptEndpoints.list, { hotel: adminHotel(request), orderNo: orderNoOf(request) });
  return data({ ok: envelope.success, message: envelope.message, receipts: envelope.data ?? null }, { status: envelope.success ? 200 : status });
}

/** …and issues one: the same wording gives the stored receipt, other wording a 再発行. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const checked = checkForm(receiptIssueInput, { ...values, hotel: adminHotel(request), orderNo: orderNoOf(request) });
  if (!checked.ok) return data({ ok: false, errors: checked.errors, values }, { status: 400 });
  const { envelope, status } = await callAdmin(context, request, receiptEndpoints.issue, checked.data);
  return data({ ok: envelope.success, message: envelope.message, ...(envelope.success ? {} : { formError: envelope.message, values }) }, { status: envelope.success ? 200 : status });
}
