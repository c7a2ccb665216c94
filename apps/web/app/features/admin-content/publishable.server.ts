import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import type { contentIdBody, contentIdQuery } from '@hotel/shared/schemas/admin/content';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { contentEditorAction } from './content-editor-action.server.ts';
import { contentListOf, contentOwner } from '../../lib/content-owner.ts';

/** An editor's loader: whose content it is, the item (?id=; none for a new one) and today for a new one's dates. */
export async function loadPublishable<O extends z.ZodType>(request: Request, context: AppLoadContext, kind: { get: AdminEndpoint<typeof contentIdQuery, O> }) {
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, kind.get, { id }) : null;
  return { owner: contentOwner(request), item, today: hotelToday() };
}

/** An editor's action: unpublish, preview or save through the kind's operations; a save goes back to the list. */
export async function publishableAction<I extends z.ZodType, P>(
  request: Request,
  context: AppLoadContext,
  kind: { save: AdminEndpoint<I>; preview: AdminEndpoint<I, z.ZodType<P>>; unpublish: AdminEndpoint<typeof contentIdBody>; toInput: (values: FormValues) => unknown },
) {
  const { save, preview, unpublish, toInput } = kind;
  return contentEditorAction(request, context, await readPostedForm(request), { save, preview, unpublish, toInput, back: contentListOf(request) });
}
