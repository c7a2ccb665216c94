import type { Route } from './+types/content-banner';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { CheckField, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { ContentEditor, IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { contentEditorAction } from '../../features/admin-content/content-editor-action.server.ts';
import { recordFormValues, windowedFormInput } from '../../features/admin-content/content-form-values.ts';
import { contentListOf, contentListPath, contentOwner } from '../../features/admin-content/content-owner.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { PublishStateBadge } from '../../features/admin-content/publish-state.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('バナーの編集');

const FIELDS = ['title', 'subTitle', 'link', 'image', 'imageMobile', 'publishFrom', 'publishTo', 'sortOrder'] as const;

/** /admin/content/banner?hotel=&id=: a banner's form (a new one without id), previewed as the home page's hero. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, E.bannerGet, { id }) : null;
  return { owner, item };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction(request, context, await readPostedForm(request), {
    save: E.bannerSave,
    preview: E.bannerPreview,
    unpublish: E.bannerUnpublish,
    toInput: windowedFormInput,
    back: contentListOf(request),
  });
}

export default function ContentBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, item } = loaderData;
  const { hotel } = useAdminLayout();
  const stored = item ? recordFormValues(item) : { sortOrder: '0' };
  const draft = (actionData?.values ?? stored).draft === 'on';
  return (
    <ContentEditor
      title={item ? 'バナーの編集' : 'バナーの作成'}
      description={item ? <PublishStateBadge state={item.state} /> : '保存すると公開期間のあいだトップページのメインビジュアルに表示されます'}
      listTo={contentListPath(hotel.code, owner !== hotel.code)}
      crumb={item ? item.title : '新規作成'}
      answer={actionData}
      stored={stored}
      hidden={{ hotel: owner, id: item?.id }}
      idPrefix="banner"
      fields={FIELDS}
      schema={E.bannerSave.input}
      toInput={windowedFormInput}
      canUnpublish={Boolean(item && !draft)}
      previewTitle="プレビュー（トップページのメインビジュアル）"
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
            <TextField {...f} name="publishFrom" label="公開開始日" need="optional" type="date" hint="空欄ならすぐに公開" />
            <TextField {...f} name="publishTo" label="公開終了日" need="optional" type="date" />
            <TextField {...f} name="sortOrder" label="表示順" need="optional" numeric hint="0〜9999（小さいほど先）" />
            <CheckField {...f} name="draft" label="下書きとして保存（公開しない）" />
          </FormSection>
        </>
      )}
    </ContentEditor>
  );
}
