import type { Route } from './+types/content-sale';
import { SALE_TYPES } from '@hotel/shared/constants';
import { hotelToday } from '@hotel/shared/hotel-date';
import { contentEndpoints as E } from '@hotel/shared/schemas/admin/content';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { CheckField, SelectField, TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { ContentEditor, HTML_HINT, IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { contentEditorAction } from '../../features/admin-content/content-editor-action.server.ts';
import { recordFormValues, saleFormInput } from '../../features/admin-content/content-form-values.ts';
import { contentListOf, contentListPath, contentOwner } from '../../features/admin-content/content-owner.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { PublishStateBadge } from '../../features/admin-content/publish-state.tsx';
import { SaleCard } from '../../features/sales/sale-card.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('キャンペーンの編集');

const FIELDS = ['title', 'typeName', 'salesInfo', 'salesList', 'content', 'thumbnail', 'showImage', 'beginDate', 'endDate', 'publishFrom', 'publishTo', 'sortOrder'] as const;
const SALE_TYPE_OPTIONS = SALE_TYPES.map((t) => ({ value: t, label: t }));

/** /admin/content/sale?hotel=&id=: an offer's form (a new one without id), with a preview drawn as the /sales card. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const id = new URL(request.url).searchParams.get('id');
  const item = id ? await adminLoad(context, request, E.saleGet, { id }) : null;
  return { owner, item, today: hotelToday() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentEditorAction(request, context, await readPostedForm(request), {
    save: E.saleSave,
    preview: E.salePreview,
    unpublish: E.saleUnpublish,
    toInput: saleFormInput,
    back: contentListOf(request),
  });
}

export default function ContentSale({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, item, today } = loaderData;
  const { hotel } = useAdminLayout();
  const stored = item ? recordFormValues(item) : { typeName: SALE_TYPES[0], content: '<p></p>', beginDate: today, sortOrder: '0' };
  const draft = (actionData?.values ?? stored).draft === 'on';
  return (
    <ContentEditor
      title={item ? 'キャンペーンの編集' : 'キャンペーンの作成'}
      description={item ? <PublishStateBadge state={item.state} /> : '保存すると公開期間のあいだ /sales に表示されます'}
      listTo={contentListPath(hotel.code, owner !== hotel.code)}
      crumb={item ? item.title : '新規作成'}
      answer={actionData}
      stored={stored}
      hidden={{ hotel: owner, id: item?.id }}
      idPrefix="sale"
      fields={FIELDS}
      schema={E.saleSave.input}
      toInput={saleFormInput}
      canUnpublish={Boolean(item && !draft)}
      previewTitle="プレビュー（/sales の一覧の表示）"
      renderPreview={(sale) => (
        <div className={styles.previewCard}>
          <SaleCard sale={sale} href="#preview-title" headingLevel="h3" />
          <h3 className={styles.previewSub}>詳細ページ（/sales/{'{id}'}）の特典内容と詳細</h3>
          {sale.salesList.length > 0 ? (
            <ul>
              {sale.salesList.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
          <div className="prose" dangerouslySetInnerHTML={{ __html: sale.content }} />
        </div>
      )}
    >
      {(f) => (
        <>
          <FormSection title="内容">
            <TextField {...f} name="title" label="タイトル" need="required" maxLength={200} />
            <SelectField {...f} name="typeName" label="種別" need="required" options={SALE_TYPE_OPTIONS} />
            <TextArea {...f} name="salesInfo" label="概要（カードの説明文）" need="optional" rows={2} maxLength={500} />
            <TextArea {...f} name="salesList" label="特典内容" need="optional" hint="1行に1つ（20件まで、各200文字以内）" />
            <TextArea {...f} name="content" label="詳細（HTML）" need="required" hint={HTML_HINT} className={styles.textarea} />
          </FormSection>
          <FormSection title="画像">
            <ImageField {...f} hotel={owner} name="thumbnail" label="一覧の画像" need="required" hint={IMAGE_HINT} />
            <ImageField {...f} hotel={owner} name="showImage" label="詳細ページの画像" need="required" />
          </FormSection>
          <FormSection title="期間と表示順" columns={2}>
            <TextField {...f} name="beginDate" label="特典の開始日" need="required" type="date" />
            <TextField {...f} name="endDate" label="特典の終了日" need="required" type="date" />
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
