import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/content-news';
import { hotelToday } from '@hotel/shared/hotel-date';
import { checkForm } from '@hotel/shared/forms/parse-form';
import type { News } from '@hotel/shared/schemas/content';
import { contentEndpoints as E, type NewsRecord } from '@hotel/shared/schemas/admin/content';
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
import { ImageUpload } from '../../features/admin-content/image-upload.tsx';
import { PublishStateBadge } from '../../features/admin-content/publish-state.tsx';
import { NewsArticleBody } from '../../features/news/news-article.tsx';
import styles from '../../features/admin-content/content.module.css';
import article from '../../features/news/news-detail.module.css';

export const meta: Route.MetaFunction = () => adminMeta('お知らせの編集');

/** /admin/content/news?hotel=&id=: a news item's form (a new one without id), with a preview rendered as /newsdetail renders it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, E.newsGet, { id }) : null;
  return { owner, item, today: hotelToday() };
}

type ActionData = { ok: boolean; message?: string; errors?: Record<string, string | undefined>; preview?: News; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData | Response> {
  const values = await readPostedForm(request);
  const intent = values.intent;
  const url = new URL(request.url);
  const back = withHotel('/admin/content', url.searchParams.get('hotel') ?? '', url.searchParams.get(OWNER_PARAM) ? { [OWNER_PARAM]: 'group' } : {});
  if (intent === 'unpublish') {
    const result = await callAdmin(context, request, E.newsUnpublish, { id: values.id ?? '' });
    return { ok: result.envelope.success, message: result.envelope.message, values };
  }
  const input = { ...values, id: values.id || undefined, draft: values.draft === 'on' };
  const checked = checkForm(E.newsSave.input, input);
  if (!checked.ok) return { ok: false, errors: checked.errors, message: '入力内容をご確認ください', values };
  if (intent === 'preview') {
    const result = await callAdmin(context, request, E.newsPreview, checked.data);
    if (!result.envelope.success || !result.envelope.data) return { ok: false, message: result.envelope.message, values };
    return { ok: true, preview: result.envelope.data, values };
  }
  const result = await callAdmin(context, request, E.newsSave, checked.data);
  if (!result.envelope.success) return { ok: false, message: result.envelope.message, values };
  return redirect(back);
}

export default function ContentNews({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, item, today } = loaderData;
  const { hotel } = useAdminLayout();
  const busy = useNavigation().state !== 'idle';
  const posted = actionData && 'values' in actionData ? actionData.values : undefined;
  const errors = actionData && 'errors' in actionData ? (actionData.errors ?? {}) : {};
  const value = (name: keyof NewsRecord, fallback = '') => posted?.[name] ?? (item ? String(item[name] ?? '') : fallback);
  const field = (name: string) => ({ id: `news-${name}`, name, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': `news-${name}-error` });
  const listTo = withHotel('/admin/content', hotel.code, owner !== hotel.code ? { [OWNER_PARAM]: 'group' } : {});

  return (
    <AdminPage
      title={item ? 'お知らせの編集' : 'お知らせの作成'}
      description={item ? <PublishStateBadge state={item.state} /> : '保存すると公開開始日から /news に表示されます'}
      breadcrumbs={[{ label: 'コンテンツ', to: listTo }, { label: item ? item.title : '新規作成' }]}
    >
      <ActionNotice result={actionData && 'ok' in actionData && !actionData.preview ? actionData : null} />
      <div className={styles.editor}>
        <Form method="post">
          <input type="hidden" name="hotel" value={owner} />
          {item ? <input type="hidden" name="id" value={item.id} /> : null}
          <FormSection title="内容">
            <FormField htmlFor="news-title" label="タイトル" need="required" error={errors.title} errorId="news-title-error">
              <input {...field('title')} defaultValue={value('title')} required maxLength={200} />
            </FormField>
            <FormField htmlFor="news-image" label="画像" need="required" error={errors.image} errorId="news-image-error" hint="アップロードするか、/img/ または /media/ の画像のパスを入力" hintId="news-image-hint">
              <input {...field('image')} defaultValue={value('image')} required />
            </FormField>
            <ImageUpload hotel={owner} inputId="news-image" label="画像をアップロード" current={value('image')} />
            <FormField htmlFor="news-summary" label="概要" need="optional" error={errors.summary} errorId="news-summary-error">
              <textarea {...field('summary')} defaultValue={value('summary')} rows={2} maxLength={500} />
            </FormField>
            <FormField htmlFor="news-content" label="本文（HTML）" need="required" error={errors.content} errorId="news-content-error" hint="p・h3・ul・a・img などが使えます。その他のタグや属性は保存時に取り除かれます" hintId="news-content-hint">
              <textarea {...field('content')} className={styles.textarea} defaultValue={value('content', '<p></p>')} required />
            </FormField>
          </FormSection>
          <FormSection title="公開期間" columns={2}>
            <FormField htmlFor="news-publishFrom" label="公開開始日（表示される日付）" need="required" error={errors.publishFrom} errorId="news-publishFrom-error">
              <input {...field('publishFrom')} type="date" defaultValue={value('publishFrom', today)} required />
            </FormField>
            <FormField htmlFor="news-publishTo" label="公開終了日" need="optional" error={errors.publishTo} errorId="news-publishTo-error">
              <input {...field('publishTo')} type="date" defaultValue={value('publishTo')} />
            </FormField>
            <label className={styles.check}>
              <input type="checkbox" name="draft" defaultChecked={posted ? posted.draft === 'on' : (item?.draft ?? false)} />
              下書きとして保存（公開しない）
            </label>
          </FormSection>
          <ContentFormActions busy={busy} canUnpublish={Boolean(item && !item.draft)} />
        </Form>
        <section className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title" className={styles.previewLabel}>
            プレビュー（/newsdetail の表示）
          </h2>
          {actionData && 'preview' in actionData && actionData.preview ? (
            <article className={article.article}>
              <NewsArticleBody news={actionData.preview} />
            </article>
          ) : (
            <p>「プレビュー」を押すと、保存前の内容をお客様のページと同じ形で表示します。</p>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
