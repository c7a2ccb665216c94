import { Form } from 'react-router';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import type { Route } from './+types/content-page';
import { ABOUT_SIDS, FOOTER_PAGES, GROUP_CODE } from '@hotel/shared/constants';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { Button } from '../../components/admin/button.tsx';
import { TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ContentEditor, HTML_HINT, IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { contentEditorAction } from '../../features/admin-content/content-editor-action.server.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { ContentBanner } from '../../features/content/content-banner.tsx';
import styles from '../../features/admin-content/content.module.css';
import detail from '../../components/ui/detail.module.css';
import page from '../../features/content/content-page.module.css';

export const meta: Route.MetaFunction = () => adminMeta('ページの編集');

const FIELDS = ['title', 'titleEn', 'content', 'banner', 'bannerMobile'] as const;

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

/** A saved page stays on screen and reads back from the API: the form shows what is stored (cleaned HTML). */
export async function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction(request, context, await readPostedForm(request), { save: E.pageSave, preview: E.pagePreview });
}

export default function ContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, current } = loaderData;
  const { hotel } = useAdminLayout();
  const chosen = pages.find((p) => p.sid === current?.sid);
  const stored = current ? { title: current.title, titleEn: current.titleEn, banner: current.banner, bannerMobile: current.bannerMob, content: current.Content } : null;
  return (
    <ContentEditor
      title="ページの編集"
      description="ブランド紹介（about-us）とフッターのページ。保存するとすぐにお客様のページに反映されます"
      listTo={withHotel('/admin/content', hotel.code)}
      crumb={chosen?.title ?? 'ページ'}
      actions={current ? <TranslationLink hotel={hotel.code} kind="contentPage" itemKey={String(current.sid)} /> : null}
      answer={actionData}
      notice={current ? null : { ok: false, message: '編集できるページがありません。' }}
      chooser={
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
      }
      stored={stored}
      hidden={{ sid: current?.sid }}
      formKey={current ? `${current.sid}-${current.Content.length}-${current.title}` : undefined}
      idPrefix="page"
      fields={FIELDS}
      schema={E.pageSave.input}
      previewTitle="プレビュー（お客様のページの表示）"
      renderPreview={(preview) => (
        <div className={styles.previewWide}>
          <ContentBanner image={preview.banner} imageMobile={preview.bannerMob} caption="Information" />
          <article className={`${page.content} ${styles.previewBody}`}>
            <header className={`${detail.header} ${page.header}`}>
              <h3 className={page.title}>{preview.title}</h3>
              <p className={page.titleEn} lang="en">
                {preview.titleEn}
              </p>
            </header>
            <div className="prose" dangerouslySetInnerHTML={{ __html: preview.Content }} />
          </article>
        </div>
      )}
    >
      {(f) => (
        <>
          <FormSection
            title="内容"
            description={
              chosen ? (
                <>
                  お客様のページ：
                  <a href={chosen.path} target="_blank" rel="noreferrer">
                    {chosen.path}
                  </a>
                </>
              ) : undefined
            }
          >
            <TextField {...f} name="title" label="タイトル" need="required" maxLength={200} />
            <TextField {...f} name="titleEn" label="英語のタイトル" need="optional" maxLength={200} lang="en" />
            <TextArea {...f} name="content" label="本文（HTML）" need="required" hint={HTML_HINT} className={styles.textarea} />
          </FormSection>
          <FormSection title="バナー画像">
            <ImageField {...f} hotel={GROUP_CODE} name="banner" label="PC用の画像" need="required" hint={IMAGE_HINT} />
            <ImageField {...f} hotel={GROUP_CODE} name="bannerMobile" label="スマートフォン用の画像" need="required" />
          </FormSection>
        </>
      )}
    </ContentEditor>
  );
}
