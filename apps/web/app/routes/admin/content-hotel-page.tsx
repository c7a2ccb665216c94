import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/content-hotel-page';
import { CONTENT_HOTELS, CONTENT_MESSAGES, HOTEL_BLOCK_KINDS, contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { withHotel } from '../../lib/admin-hotel.ts';
import { contentOwner } from '../../features/admin-content/content-owner.ts';
import { callAdmin, redirectToLogin } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { BLOCK_FIELDS, blockKindOf, mergeBlock } from '../../features/admin-content/content-form-values.ts';
import { ImageUpload } from '../../features/admin-content/image-upload.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ホテルページの編集');

/** /admin/content/hotel-page?hotel=&kind=: one block of the chosen hotel's pages (hotel top, meeting, health, tea). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = contentOwner(request);
  const kind = blockKindOf(new URL(request.url).searchParams.get('kind'));
  const result = await callAdmin(context, E.hotelBlockGet, { hotel, kind });
  if (result.status === 401) throw redirectToLogin(request);
  // A hotel without this page (404) or a refusal (403): the message, with the other pages still to choose.
  return { kind, data: result.envelope.success ? (result.envelope.data?.data ?? null) : null, message: result.envelope.success ? undefined : result.envelope.message };
}

type ActionData = { ok: boolean; message?: string; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData> {
  const values = await readPostedForm(request);
  const kind = blockKindOf(values.kind);
  const hotel = CONTENT_HOTELS.find((code) => code === values.hotel);
  if (!hotel) return { ok: false, message: CONTENT_MESSAGES.hotelInvalid, values };
  const current = await callAdmin(context, E.hotelBlockGet, { hotel: hotel, kind });
  if (current.status === 401) throw redirectToLogin(request);
  if (!current.envelope.success || !current.envelope.data) return { ok: false, message: current.envelope.message, values };
  const result = await callAdmin(context, E.hotelBlockSave, { hotel: hotel, kind, data: mergeBlock(kind, current.envelope.data.data, values) });
  if (result.status === 401) throw redirectToLogin(request);
  return { ok: result.envelope.success, message: result.envelope.message, values: result.envelope.success ? undefined : values };
}

export default function ContentHotelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, data, message } = loaderData;
  const { hotel } = useAdminLayout();
  const busy = useNavigation().state !== 'idle';
  const posted = actionData?.values;
  const value = (name: string) => posted?.[name] ?? (typeof data?.[name] === 'string' ? data[name] : '');
  const spec = BLOCK_FIELDS[kind];

  return (
    <AdminPage
      title="ホテルページの編集"
      description={`${hotel.name}のページの見出し・文章・バナー画像。保存するとすぐにお客様のページに反映されます`}
      breadcrumbs={[{ label: 'コンテンツ', to: withHotel('/admin/content', hotel.code) }, { label: spec.label }]}
    >
      <nav aria-label="編集するページ" className={styles.owners}>
        {HOTEL_BLOCK_KINDS.map((k) => (
          <ButtonLink key={k} size="sm" variant={k === kind ? 'primary' : 'secondary'} to={withHotel('/admin/content/hotel-page', hotel.code, { kind: k })} aria-current={k === kind ? 'page' : undefined}>
            {BLOCK_FIELDS[k].label}
          </ButtonLink>
        ))}
      </nav>
      <ActionNotice result={actionData ?? (message ? { ok: false, message } : null)} />
      {data ? (
        <Form method="post" key={`${hotel.code}-${kind}`} className={styles.narrow}>
          <input type="hidden" name="hotel" value={hotel.code} />
          <input type="hidden" name="kind" value={kind} />
          <FormSection title={spec.label} description="写真ギャラリーなど、ここにない項目は今の内容のまま保存されます">
            {spec.fields.map((f) => (
              <div key={f.name} className={styles.block}>
                <FormField htmlFor={`block-${f.name}`} label={f.label} need="optional" errorId={`block-${f.name}-error`} hint={f.kind === 'image' ? '/img/ または /media/ の画像のパス' : undefined} hintId={`block-${f.name}-hint`}>
                  {f.kind === 'textarea' ? (
                    <textarea id={`block-${f.name}`} name={f.name} defaultValue={value(f.name)} rows={5} />
                  ) : (
                    <input id={`block-${f.name}`} name={f.name} defaultValue={value(f.name)} />
                  )}
                </FormField>
                {f.kind === 'image' ? <ImageUpload hotel={hotel.code} inputId={`block-${f.name}`} label={`${f.label}をアップロード`} /> : null}
              </div>
            ))}
          </FormSection>
          <FormActions>
            <Button type="submit" disabled={busy}>
              保存
            </Button>
          </FormActions>
        </Form>
      ) : null}
    </AdminPage>
  );
}
