import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/content-banner';
import { checkForm } from '@hotel/shared/forms/parse-form';
import type { Banner } from '@hotel/shared/schemas/hotel';
import { contentEndpoints as E, type BannerRecord } from '@hotel/shared/schemas/admin/content';
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
import { windowedFormInput } from '../../features/admin-content/content-form-values.ts';
import { ImageUpload } from '../../features/admin-content/image-upload.tsx';
import { PublishStateBadge } from '../../features/admin-content/publish-state.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('バナーの編集');

/** /admin/content/banner?hotel=&id=: a banner's form (a new one without id), previewed as the home page's hero. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, E.bannerGet, { id }) : null;
  return { owner, item };
}

type ActionData = { ok: boolean; message?: string; errors?: Record<string, string | undefined>; preview?: Banner; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData | Response> {
  const values = await readPostedForm(request);
  const url = new URL(request.url);
  const back = withHotel('/admin/content', url.searchParams.get('hotel') ?? '', url.searchParams.get(OWNER_PARAM) ? { [OWNER_PARAM]: 'group' } : {});
  if (values.intent === 'unpublish') {
    const result = await callAdmin(context, request, E.bannerUnpublish, { id: values.id ?? '' });
    return { ok: result.envelope.success, message: result.envelope.message, values: { ...values, draft: result.envelope.success ? 'on' : (values.draft ?? '') } };
  }
  const checked = checkForm(E.bannerSave.input, windowedFormInput(values));
  if (!checked.ok) return { ok: false, errors: checked.errors, message: '入力内容をご確認ください', values };
  if (values.intent === 'preview') {
    const result = await callAdmin(context, request, E.bannerPreview, checked.data);
    if (!result.envelope.success || !result.envelope.data) return { ok: false, message: result.envelope.message, values };
    return { ok: true, preview: result.envelope.data, values };
  }
  const result = await callAdmin(context, request, E.bannerSave, checked.data);
  if (!result.envelope.success) return { ok: false, message: result.envelope.message, values };
  return redirect(back);
}

export default function ContentBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, item } = loaderData;
  const { hotel } = useAdminLayout();
  const busy = useNavigation().state !== 'idle';
  const posted = actionData?.values;
  const errors = actionData?.errors ?? {};
  const value = (name: keyof BannerRecord, fallback = '') => posted?.[name] ?? (item ? String(item[name] ?? '') : fallback);
  const field = (name: string) => ({ id: `banner-${name}`, name, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': `banner-${name}-error` });
  const listTo = withHotel('/admin/content', hotel.code, owner !== hotel.code ? { [OWNER_PARAM]: 'group' } : {});
  const draft = posted ? posted.draft === 'on' : (item?.draft ?? false);

  return (
    <AdminPage
      title={item ? 'バナーの編集' : 'バナーの作成'}
      description={item ? <PublishStateBadge state={item.state} /> : '保存すると公開期間のあいだトップページのメインビジュアルに表示されます'}
      breadcrumbs={[{ label: 'コンテンツ', to: listTo }, { label: item ? item.title : '新規作成' }]}
    >
      <ActionNotice result={actionData && !actionData.preview ? actionData : null} />
      <div className={styles.editor}>
        <Form method="post">
          <input type="hidden" name="hotel" value={owner} />
          {item ? <input type="hidden" name="id" value={item.id} /> : null}
          <FormSection title="内容">
            <FormField htmlFor="banner-title" label="タイトル" need="required" error={errors.title} errorId="banner-title-error">
              <input {...field('title')} defaultValue={value('title')} required maxLength={200} />
            </FormField>
            <FormField htmlFor="banner-subTitle" label="サブタイトル" need="optional" error={errors.subTitle} errorId="banner-subTitle-error">
              <input {...field('subTitle')} defaultValue={value('subTitle')} maxLength={200} />
            </FormField>
            <FormField htmlFor="banner-link" label="リンク先" need="optional" error={errors.link} errorId="banner-link-error" hint="「/sales」のようなサイト内のパス、または https:// で始まるURL。空欄ならボタンを出しません" hintId="banner-link-hint">
              <input {...field('link')} defaultValue={value('link')} maxLength={500} inputMode="url" />
            </FormField>
          </FormSection>
          <FormSection title="画像">
            <FormField htmlFor="banner-image" label="PC用の画像" need="required" error={errors.image} errorId="banner-image-error" hint="横長（1920×840 程度）。アップロードするか、/img/ または /media/ の画像のパスを入力" hintId="banner-image-hint">
              <input {...field('image')} defaultValue={value('image')} required />
            </FormField>
            <ImageUpload hotel={owner} inputId="banner-image" label="PC用の画像をアップロード" current={value('image')} />
            <FormField htmlFor="banner-imageMobile" label="スマートフォン用の画像" need="required" error={errors.imageMobile} errorId="banner-imageMobile-error" hint="縦長の画像" hintId="banner-imageMobile-hint">
              <input {...field('imageMobile')} defaultValue={value('imageMobile')} required />
            </FormField>
            <ImageUpload hotel={owner} inputId="banner-imageMobile" label="スマートフォン用の画像をアップロード" current={value('imageMobile')} />
          </FormSection>
          <FormSection title="公開期間と表示順" columns={2}>
            <FormField htmlFor="banner-publishFrom" label="公開開始日" need="optional" error={errors.publishFrom} errorId="banner-publishFrom-error" hint="空欄ならすぐに公開" hintId="banner-publishFrom-hint">
              <input {...field('publishFrom')} type="date" defaultValue={value('publishFrom')} />
            </FormField>
            <FormField htmlFor="banner-publishTo" label="公開終了日" need="optional" error={errors.publishTo} errorId="banner-publishTo-error">
              <input {...field('publishTo')} type="date" defaultValue={value('publishTo')} />
            </FormField>
            <FormField htmlFor="banner-sortOrder" label="表示順" need="optional" error={errors.sortOrder} errorId="banner-sortOrder-error" hint="0〜9999（小さいほど先）" hintId="banner-sortOrder-hint">
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
            プレビュー（トップページのメインビジュアル）
          </h2>
          {actionData?.preview ? (
            <div className={styles.previewWide}>
              <HomeHero banners={[actionData.preview]} />
            </div>
          ) : (
            <p>「プレビュー」を押すと、保存前の内容をお客様のページと同じ形で表示します。</p>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
