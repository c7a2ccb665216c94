import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { callAdmin } from './admin-api.server.ts';
import { refuseForm } from './form-action.server.ts';

interface AdminSave<I extends z.ZodType, O extends z.ZodType> {
  /** What was posted: shown again in the fields when refused. */
  values: FormValues;
  /** What the schema reads (default: the values). */
  input?: Record<string, unknown>;
  schema: z.ZodType<z.input<I>>;
  endpoint: AdminEndpoint<I, O>;
  /** The API's refusal at its field where it names one, else above the form. */
  refusal: (message: string) => { errors: FieldErrors; formError?: string };
  /** Where a saved form goes. */
  done: string;
}

/**
 * A staff form's save: the shared schema, then the API. A refusal of either comes back to the
 * form (400, or the API's status); a save redirects to `done`.
 */
export async function saveAdminForm<I extends z.ZodType, O extends z.ZodType>(context: AppLoadContext, request: Request, save: AdminSave<I, O>) {
  const checked = checkForm(save.schema, save.input ?? save.values);
  if (!checked.ok) return refuseForm(save.values, checked.errors);
  const result = await callAdmin(context, request, save.endpoint, checked.data);
  if (!result.envelope.success) {
    const refusal = save.refusal(result.envelope.message);
    return refuseForm(save.values, refusal.errors, refusal.formError, result.status);
  }
  throw redirect(save.done);
}
