import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/content-sale';
import { SALE_TYPES } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import { checkForm } from '@hotel/shared/forms/parse-form';
import type { Sale } from '@hotel/shared/schemas/hotel';
import { contentEndpoints as E, type SaleRecord } from '@hotel/shared/schemas/admin/content';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { ContentFormActions } from '../../features/admin-content/content-form-actions.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { contentOwner, OWNER_PARAM } from '../../features/admin-content/content-owner.ts';
import { listToLines, saleFormInput } from '../../features/admin-content/content-form-values.ts';
import { ImageUpload } from '../../features/admin-content/image-upload.tsx';
import { PublishStateBadge } from '../../features/admin-content/publish-state.tsx';
import { SaleCard } from '../../features/sales/sale-card.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('キャンペーンの編集');

/** /admin/content/sale?hotel=&id=: an offer's form (a new one without id), with a preview drawn as the /sales card. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, E.saleGet, { id }) : null;
  return { owner, item, today: hotelToday() };
}

type ActionData = { ok: boolean; message?: string; errors?: Record<string, string | undefined>; preview?: Sale; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData | Response> {
  const values = await readPostedForm(request);
  const url = new URL(request.url);
  const back = withHotel('/admin/content', url.searchParams.get('hotel') ?? '', url.searchParams.get(OWNER_PARAM) ? { [OWNER_PARAM]: 'group' } : {});
  if (values.intent === 'unpublish') {
    const result = await callAdmin(context, request, E.saleUnpublish, { id: values.id ?? '' });
    return { ok: result.envelope.success, message: result.envelope.message, values: { ...values, draft: result.envelope.success ? 'on' : (values.draft ?? '') } };
  }
  const checked = checkForm(E.saleSave.input, saleFormInput(values));
  if (!checked.ok) return { ok: false, errors: checked.errors, message: '入力内容をご確認ください', values };
  if (values.intent === 'preview') {
    const result = await callAdmin(context, request, E.salePreview, checked.data);
    if (!result.envelope.success || !result.envelope.data) return { ok: false, message: result.envelope.message, values };
    return { ok: true, preview: result.envelope.data, values };
  }
  const result = await callAdmin(context, request, E.saleSave, checked.data);
  if (!result.envelope.success) return { ok: false, message: result.envelope.message, values };
  return redirect(back);
}

export default function ContentSale({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, item, today } = loaderData;
  const { hotel } = useAdminLayout();
  const busy = useNavigation().state !== 'idle';
  const posted = actionData?.values;
  const errors = actionData?.errors ?? {};
  const stored = (name: keyof SaleRecord) => {
    if (!item) return undefined;
    const v = item[name];
    return Array.isArray(v) ? listToLines(v) : String(v ?? '');
  };
  const value = (name: keyof SaleRecord, fallback = '') => posted?.[name] ?? stored(name) ?? fallback;
  const field = (name: string) => ({ id: `sale-${name}`, name, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': `sale-${name}-error` });
  const listTo = withHotel('/admin/content', hotel.code, owner !== hotel.code ? { [OWNER_PARAM]: 'group' } : {});
  const draft = posted ? posted.draft === 'on' : (item?.draft ?? false);

  return (
    <AdminPage
      title={item ? 'キャンペーンの編集' : 'キャンペーンの作成'}
      description={item ? <PublishStateBadge state={item.state} /> : '保存すると公開期間のあいだ /sales に表示されます'}
      breadcrumbs={[{ label: 'コンテンツ', to: listTo }, { label: item ? item.title : '新規作成' }]}
    >
      <ActionNotice result={actionData && !actionData.preview ? actionData : null} />
      <div className={styles.editor}>
        <Form method="post">
          <input type="hidden" name="hotel" value={owner} />
          {item ? <input type="hidden" name="id" value={item.id} /> : null}
          <FormSection title="内容">
            <FormField htmlFor="sale-title" label="タイトル" need="required" error={errors.title} errorId="sale-title-error">
              <input {...field('title')} defaultValue={value('title')} required maxLength={200} />
            </FormField>
            <FormField htmlFor="sale-typeName" label="種別" need="required" error={errors.typeName} errorId="sale-typeName-error">
              <select {...field('typeName')} defaultValue={value('typeName', SALE_TYPES[0])} required>
                {SALE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField htmlFor="sale-salesInfo" label="概要（カードの説明文）" need="optional" error={errors.salesInfo} errorId="sale-salesInfo-error">
              <textarea {...field('salesInfo')} defaultValue={value('salesInfo')} rows={2} maxLength={500} />
            </FormField>
            <FormField htmlFor="sale-salesList" label="特典内容" need="optional" error={errors.salesList} errorId="sale-salesList-error" hint="1行に1つ（20件まで、各200文字以内）" hintId="sale-salesList-hint">
              <textarea {...field('salesList')} defaultValue={value('salesList')} rows={4} />
            </FormField>
            <FormField htmlFor="sale-content" label="詳細（HTML）" need="required" error={errors.content} errorId="sale-content-error" hint="p・h3・ul・a・img などが使えます。その他のタグや属性は保存時に取り除かれます" hintId="sale-content-hint">
              <textarea {...field('content')} className={styles.textarea} defaultValue={value('content', '<p></p>')} required />
            </FormField>
          </FormSection>
          <FormSection title="画像">
            <FormField htmlFor="sale-thumbnail" label="一覧の画像" need="required" error={errors.thumbnail} errorId="sale-thumbnail-error" hint="アップロードするか、/img/ または /media/ の画像のパスを入力" hintId="sale-thumbnail-hint">
              <input {...field('thumbnail')} defaultValue={value('thumbnail')} required />
            </FormField>
            <ImageUpload hotel={owner} inputId="sale-thumbnail" label="一覧の画像をアップロード" current={value('thumbnail')} />
            <FormField htmlFor="sale-showImage" label="詳細ページの画像" need="required" error={errors.showImage} errorId="sale-showImage-error">
              <input {...field('showImage')} defaultValue={value('showImage')} required />
            </FormField>
            <ImageUpload hotel={owner} inputId="sale-showImage" label="詳細ページの画像をアップロード" current={value('showImage')} />
          </FormSection>
          <FormSection title="期間と表示順" columns={2}>
            <FormField htmlFor="sale-beginDate" label="特典の開始日" need="required" error={errors.beginDate} errorId="sale-beginDate-error">
              <input {...field('beginDate')} type="date" defaultValue={value('beginDate', today)} required />
            </FormField>
            <FormField htmlFor="sale-endDate" label="特典の終了日" need="required" error={errors.endDate} errorId="sale-endDate-error">
              <input {...field('endDate')} type="date" defaultValue={value('endDate')} required />
            </FormField>
            <FormField htmlFor="sale-publishFrom" label="公開開始日" need="optional" error={errors.publishFrom} errorId="sale-publishFrom-error" hint="空欄ならすぐに公開" hintId="sale-publishFrom-hint">
              <input {...field('publishFrom')} type="date" defaultValue={value('publishFrom')} />
            </FormField>
            <FormField htmlFor="sale-publishTo" label="公開終了日" need="optional" error={errors.publishTo} errorId="sale-publishTo-error">
              <input {...field('publishTo')} type="date" defaultValue={value('publishTo')} />
            </FormField>
            <FormField htmlFor="sale-sortOrder" label="表示順" need="optional" error={errors.sortOrder} errorId="sale-sortOrder-error" hint="0〜9999（小さいほど先）" hintId="sale-sortOrder-hint">
              <input {...field('sortOrder')} type="number" inputMode="numeric" min={0} max={9999} defaultValue={value('sortOrder', '0')} />
            </FormField>
            <label className={styles.check}>
              <input type="checkbox" name="draft" defaultChecked={draft} />
              下書きとして保存（公開しない）
            </label>
          </FormSection>
          <ContentFormActions busy={busy} canUnpublish={Boolean(item && !draft)} />
        </Form>
        <section className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title" className={styles.previewLabel}>
            プレビュー（/sales の一覧の表示）
          </h2>
          {actionData?.preview ? (
            <div className={styles.previewCard}>
              <SaleCard sale={actionData.preview} href="#preview-title" headingLevel="h3" />
              <h3 className={styles.previewSub}>詳細ページ（/sales/{'{id}'}）の特典内容と詳細</h3>
              {actionData.preview.salesList.length > 0 ? (
                <ul>
                  {actionData.preview.salesList.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
              <div className="prose" dangerouslySetInnerHTML={{ __html: actionData.preview.content }} />
            </div>
          ) : (
            <p>「プレビュー」を押すと、保存前の内容をお客様のページと同じ形で表示します。</p>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
