import type { Route } from './+types/content-banner';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import { adminMeta } from '../../lib/admin-meta.ts';
import { TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { PublishableEditor, PublishFields } from '../../features/admin-content/publishable-editor.tsx';
import { loadPublishable, publishableAction } from '../../features/admin-content/publishable.server.ts';
import { PUBLISHABLE } from '../../features/admin-content/publishable.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('バナーの編集');

/** /admin/content/banner?hotel=&id=: a banner's form (a new one without id), previewed as the home page's hero. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPublishable(request, context, PUBLISHABLE.banner);

export const action = ({ request, context }: Route.ActionArgs) => publishableAction(request, context, PUBLISHABLE.banner);

export default function ContentBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel } = useAdminLayout();
  const { owner } = loaderData;
  return (
    <PublishableEditor
      kind="banner"
      loaded={loaderData}
      translate={loaderData.item ? <TranslationLink hotel={hotel.code} kind="banner" itemKey={String(loaderData.item.id)} owner={loaderData.owner} /> : null}
      answer={actionData}
      renderPreview={(banner) => (
        <div className={styles.previewWide}>
          <HomeHero banners={[banner]} />
        </div>
      )}
    >
      {(f) => (
        <>
          <FormSection title="内容">
            <TextField {...f} name="title" label="タイトル" need="required" maxLength={200} />
            <TextField {...f} name="subTitle" label="サブタイトル" need="optional" maxLength={200} />
            <TextField
              {...f}
              name="link"
              label="リンク先"
              need="optional"
              maxLength={500}
              inputMode="url"
              hint="「/sales」のようなサイト内のパス、または https:// で始まるURL。空欄ならボタンを出しません"
            />
          </FormSection>
          <FormSection title="画像">
            <ImageField {...f} hotel={owner} name="image" label="PC用の画像" need="required" hint={`横長（1920×840 程度）。${IMAGE_HINT}`} />
            <ImageField {...f} hotel={owner} name="imageMobile" label="スマートフォン用の画像" need="required" hint="縦長の画像" />
          </FormSection>
          <FormSection title="公開期間と表示順" columns={2}>
            <PublishFields fields={f} />
          </FormSection>
        </>
      )}
    </PublishableEditor>
  );
}
