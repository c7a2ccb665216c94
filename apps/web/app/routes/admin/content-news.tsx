import type { Route } from './+types/content-news';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import { adminMeta } from '../../lib/admin-meta.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { HTML_HINT, IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { PublishableEditor, PublishFields } from '../../features/admin-content/publishable-editor.tsx';
import { loadPublishable, publishableAction } from '../../features/admin-content/publishable.server.ts';
import { PUBLISHABLE } from '../../features/admin-content/publishable.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { NewsArticleBody } from '../../features/news/news-article.tsx';
import article from '../../features/news/news-detail.module.css';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('お知らせの編集');

/** /admin/content/news?hotel=&id=: a news item's form (a new one without id), with a preview rendered as /newsdetail renders it. */
// The preview is the guest news article, with its messages.
export const loader = async ({ request, context }: Route.LoaderArgs) => ({ ...(await loadPublishable(request, context, PUBLISHABLE.news)), i18n: routeMessages(request, ['news']) });

export const action = ({ request, context }: Route.ActionArgs) => publishableAction(request, context, PUBLISHABLE.news);

export default function ContentNews({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel } = useAdminLayout();
  const { owner } = loaderData;
  return (
    <PublishableEditor
      kind="news"
      loaded={loaderData}
      translate={loaderData.item ? <TranslationLink hotel={hotel.code} kind="news" itemKey={String(loaderData.item.id)} owner={loaderData.owner} /> : null}
      answer={actionData}
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
            <PublishFields fields={f} fromLabel="公開開始日（表示される日付）" fromRequired sorted={false} />
          </FormSection>
        </>
      )}
    </PublishableEditor>
  );
}
