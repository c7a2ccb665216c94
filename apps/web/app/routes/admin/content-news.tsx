import type { Route } from './+types/content-news';
import { hotelToday } from '@hotel/shared/hotel-date';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { CheckField, TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { ContentEditor, HTML_HINT, IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { contentEditorAction } from '../../features/admin-content/content-editor-action.server.ts';
import { recordFormValues, windowedFormInput } from '../../features/admin-content/content-form-values.ts';
import { contentListOf, contentListPath, contentOwner } from '../../features/admin-content/content-owner.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { PublishStateBadge } from '../../features/admin-content/publish-state.tsx';
import { NewsArticleBody } from '../../features/news/news-article.tsx';
import article from '../../features/news/news-detail.module.css';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('お知らせの編集');

const FIELDS = ['title', 'image', 'summary', 'content', 'publishFrom', 'publishTo'] as const;

/** /admin/content/news?hotel=&id=: a news item's form (a new one without id), with a preview rendered as /newsdetail renders it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, E.newsGet, { id }) : null;
  return { owner, item, today: hotelToday() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction(request, context, await readPostedForm(request), {
    save: E.newsSave,
    preview: E.newsPreview,
    unpublish: E.newsUnpublish,
    toInput: windowedFormInput,
    back: contentListOf(request),
  });
}

export default function ContentNews({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, item, today } = loaderData;
  const { hotel } = useAdminLayout();
  const stored = item ? recordFormValues(item) : { content: '<p></p>', publishFrom: today };
  const draft = (actionData?.values ?? stored).draft === 'on';
  return (
    <ContentEditor
      title={item ? 'お知らせの編集' : 'お知らせの作成'}
      description={item ? <PublishStateBadge state={item.state} /> : '保存すると公開開始日から /news に表示されます'}
      listTo={contentListPath(hotel.code, owner !== hotel.code)}
      crumb={item ? item.title : '新規作成'}
      answer={actionData}
      stored={stored}
      hidden={{ hotel: owner, id: item?.id }}
      idPrefix="news"
      fields={FIELDS}
      schema={E.newsSave.input}
      toInput={windowedFormInput}
      canUnpublish={Boolean(item && !draft)}
      previewTitle="プレビュー（/newsdetail の表示）"
      renderPreview={(news) => (
        <article className={article.article}>
          <NewsArticleBody news={news} />
        </article>
      )}
    >
      {(f) => (
        <>
          <FormSection title="内容">
            <TextField {...f} name="title" label="タイトル" need="required" maxLength={200} />
            <ImageField {...f} hotel={owner} name="image" label="画像" need="required" hint={IMAGE_HINT} />
            <TextArea {...f} name="summary" label="概要" need="optional" rows={2} maxLength={500} />
            <TextArea {...f} name="content" label="本文（HTML）" need="required" hint={HTML_HINT} className={styles.textarea} />
          </FormSection>
          <FormSection title="公開期間" columns={2}>
            <TextField {...f} name="publishFrom" label="公開開始日（表示される日付）" need="required" type="date" />
            <TextField {...f} name="publishTo" label="公開終了日" need="optional" type="date" />
            <CheckField {...f} name="draft" label="下書きとして保存（公開しない）" />
          </FormSection>
        </>
      )}
    </ContentEditor>
  );
}
