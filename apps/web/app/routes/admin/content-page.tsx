import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/content-page';
import { ABOUT_SIDS, FOOTER_PAGES, GROUP_CODE } from '@hotel/shared/constants';
import { checkForm } from '@hotel/shared/forms/parse-form';
import type { ContentPage } from '@hotel/shared/schemas/content';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button } from '../../components/admin/button.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { ContentFormActions } from '../../features/admin-content/content-form-actions.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { withHotel } from '../../lib/admin-hotel.ts';
import { ImageUpload } from '../../features/admin-content/image-upload.tsx';
import { ContentBanner } from '../../features/content/content-banner.tsx';
import styles from '../../features/admin-content/content.module.css';
import detail from '../../components/ui/detail.module.css';
import page from '../../features/content/content-page.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ページの編集');

/** Where a page is shown to guests: the footer pages at /{name}, the about pages as /about-us tabs. */
function guestPath(sid: number): string {
  const footer = Object.entries(FOOTER_PAGES).find(([, code]) => code === sid);
  if (footer) return `/${footer[0]}`;
  const about = Object.entries(ABOUT_SIDS).find(([, code]) => code === sid);
  return about ? `/about-us?tab=${about[0]}` : '/';
}

/** /admin/content/page?hotel=&sid=: the about (75–77) and footer (78–84) pages, the group's; the API refuses anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pages = await adminLoad(context, request, E.pageList, {});
  const asked = Number(new URL(request.url).searchParams.get('sid'));
  const sid = pages.some((p) => p.sid === asked) ? asked : (pages[0]?.sid ?? 0);
  const current = sid ? await adminLoad(context, request, E.pageGet, { sid }) : null;
  return { pages: pages.map((p) => ({ ...p, path: guestPath(p.sid) })), current };
}

type ActionData = { ok: boolean; message?: string; errors?: Record<string, string | undefined>; preview?: ContentPage; values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionData> {
  const values = await readPostedForm(request);
  const checked = checkForm(E.pageSave.input, values);
  if (!checked.ok) return { ok: false, errors: checked.errors, message: '入力内容をご確認ください', values };
  const endpoint = values.intent === 'preview' ? E.pagePreview : E.pageSave;
  const result = await callAdmin(context, request, endpoint, checked.data);
  if (!result.envelope.success || !result.envelope.data) return { ok: false, message: result.envelope.message, values };
  // A saved page reads back from the API: the form shows what is stored (cleaned HTML) from now on.
  if (values.intent === 'preview') return { ok: true, preview: result.envelope.data, values };
  return { ok: true, message: result.envelope.message };
}

export default function ContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, current } = loaderData;
  const { hotel } = useAdminLayout();
  const busy = useNavigation().state !== 'idle';
  const posted = actionData?.values;
  const errors = actionData?.errors ?? {};
  const stored: Record<string, string> = current
    ? { title: current.title, titleEn: current.titleEn, banner: current.banner, bannerMobile: current.bannerMob, content: current.Content }
    : {};
  const value = (name: string) => posted?.[name] ?? stored[name] ?? '';
  const field = (name: string) => ({ id: `page-${name}`, name, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': `page-${name}-error` });
  const chosen = pages.find((p) => p.sid === current?.sid);

  return (
    <AdminPage
      title="ページの編集"
      description="ブランド紹介（about-us）とフッターのページ。保存するとすぐにお客様のページに反映されます"
      breadcrumbs={[{ label: 'コンテンツ', to: withHotel('/admin/content', hotel.code) }, { label: chosen?.title ?? 'ページ' }]}
    >
      <Form method="get" className={styles.pageChooser}>
        <input type="hidden" name="hotel" value={hotel.code} />
        <FormField htmlFor="page-sid" label="編集するページ" errorId="page-sid-error">
          <select id="page-sid" name="sid" defaultValue={current?.sid}>
            {pages.map((p) => (
              <option key={p.sid} value={p.sid}>
                {p.title}（{p.path}）
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" variant="secondary">
          表示
        </Button>
      </Form>
      <ActionNotice result={actionData && !actionData.preview ? actionData : null} />
      {current ? (
        <div className={styles.editor}>
          {/* key: a different page (or a save) starts the form afresh from what is stored. */}
          <Form method="post" key={`${current.sid}-${current.Content.length}-${current.title}`}>
            <input type="hidden" name="sid" value={current.sid} />
            <FormSection title="内容" description={chosen ? <>お客様のページ：<a href={chosen.path} target="_blank" rel="noreferrer">{chosen.path}</a></> : undefined}>
              <FormField htmlFor="page-title" label="タイトル" need="required" error={errors.title} errorId="page-title-error">
                <input {...field('title')} defaultValue={value('title')} required maxLength={200} />
              </FormField>
              <FormField htmlFor="page-titleEn" label="英語のタイトル" need="optional" error={errors.titleEn} errorId="page-titleEn-error">
                <input {...field('titleEn')} defaultValue={value('titleEn')} maxLength={200} lang="en" />
              </FormField>
              <FormField htmlFor="page-content" label="本文（HTML）" need="required" error={errors.content} errorId="page-content-error" hint="p・h3・ul・a・img などが使えます。その他のタグや属性は保存時に取り除かれます" hintId="page-content-hint">
                <textarea {...field('content')} className={styles.textarea} defaultValue={value('content')} required />
              </FormField>
            </FormSection>
            <FormSection title="バナー画像">
              <FormField htmlFor="page-banner" label="PC用の画像" need="required" error={errors.banner} errorId="page-banner-error" hint="アップロードするか、/img/ または /media/ の画像のパスを入力" hintId="page-banner-hint">
                <input {...field('banner')} defaultValue={value('banner')} required />
              </FormField>
              <ImageUpload hotel={GROUP_CODE} inputId="page-banner" label="PC用の画像をアップロード" current={value('banner')} />
              <FormField htmlFor="page-bannerMobile" label="スマートフォン用の画像" need="required" error={errors.bannerMobile} errorId="page-bannerMobile-error">
                <input {...field('bannerMobile')} defaultValue={value('bannerMobile')} required />
              </FormField>
              <ImageUpload hotel={GROUP_CODE} inputId="page-bannerMobile" label="スマートフォン用の画像をアップロード" current={value('bannerMobile')} />
            </FormSection>
            <ContentFormActions busy={busy} />
          </Form>
          <section className={styles.preview} aria-labelledby="preview-title">
            <h2 id="preview-title" className={styles.previewLabel}>
              プレビュー（お客様のページの表示）
            </h2>
            {actionData?.preview ? (
              <div className={styles.previewWide}>
                <ContentBanner image={actionData.preview.banner} imageMobile={actionData.preview.bannerMob} caption="Information" />
                <article className={`${page.content} ${styles.previewBody}`}>
                  <header className={`${detail.header} ${page.header}`}>
                    <h3 className={page.title}>{actionData.preview.title}</h3>
                    <p className={page.titleEn} lang="en">
                      {actionData.preview.titleEn}
                    </p>
                  </header>
                  <div className="prose" dangerouslySetInnerHTML={{ __html: actionData.preview.Content }} />
                </article>
              </div>
            ) : (
              <p>「プレビュー」を押すと、保存前の内容をお客様のページと同じ形で表示します。</p>
            )}
          </section>
        </div>
      ) : (
        <p>編集できるページがありません。</p>
      )}
    </AdminPage>
  );
}
