import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import type { contentIdBody } from '@hotel/shared/schemas/admin/content';
import { callAdmin } from '../../lib/admin-api.server.ts';

/** What an editor's action answers when the page stays: the API's message, field messages, a preview, what was posted. */
export interface ContentEditorAnswer<P> {
  ok: boolean;
  message?: string | undefined;
  errors?: FieldErrors;
  preview?: P;
  values?: FormValues;
}

interface ContentFlow<I extends z.ZodType, P> {
  /** The save operation; its input schema checks the form first, with the messages by field. */
  save: AdminEndpoint<I>;
  /** The preview: the API's (cleaned as a save would be), or one made here from the checked input (null: refused). */
  preview: AdminEndpoint<I, z.ZodType<P>> | ((input: z.output<I>) => Promise<P | null>);
  /** The refusal of a preview made here. */
  previewRefused?: string;
  /** 非公開にする, for content guests see for a period: the item becomes a draft. */
  unpublish?: AdminEndpoint<typeof contentIdBody>;
  /** The posted text as the save input (the form's browser check shapes it with the same function). */
  toInput?: (values: FormValues) => unknown;
  /** Where a save leads (the content list); without it the page stays with the API's message and the stored record. */
  back?: string;
}

/**
 * The one flow of every content editor (news, offers, banners, pages, hotel pages), by the posted
 * `intent`: unpublish, preview (nothing stored) or save. A refusal comes back with what was posted,
 * so the form shows it again beside the Japanese messages; works without JavaScript.
 */
export async function contentEditorAction<I extends z.ZodType, P>(
  request: Request,
  context: AppLoadContext,
  values: FormValues,
  flow: ContentFlow<I, P>,
): Promise<ContentEditorAnswer<P> | Response> {
  if (values.intent === 'unpublish' && flow.unpublish) {
    const { envelope } = await callAdmin(context, request, flow.unpublish, { id: values.id ?? '' });
    // Unpublished, the form shows the item as the draft it now is.
    return { ok: envelope.success, message: envelope.message, values: { ...values, draft: envelope.success ? 'on' : (values.draft ?? '') } };
  }
  const checked = checkForm(flow.save.input, flow.toInput ? flow.toInput(values) : values);
  if (!checked.ok) return { ok: false, errors: checked.errors, message: '入力内容をご確認ください', values };
  // The checked form goes to the API, whose same schema reads it again.
  const input = checked.data as z.input<I>;
  if (values.intent === 'preview') {
    if (typeof flow.preview === 'function') {
      const preview = await flow.preview(checked.data);
      return preview ? { ok: true, preview, values } : { ok: false, message: flow.previewRefused, values };
    }
    const { envelope } = await callAdmin(context, request, flow.preview, input);
    if (!envelope.success || !envelope.data) return { ok: false, message: envelope.message, values };
    return { ok: true, preview: envelope.data, values };
  }
  const { envelope } = await callAdmin(context, request, flow.save, input);
  if (!envelope.success) return { ok: false, message: envelope.message, values };
  if (flow.back) return redirect(flow.back);
  return { ok: true, message: envelope.message };
}
