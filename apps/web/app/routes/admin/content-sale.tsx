import type { Route } from './+types/content-sale';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import { SALE_TYPES } from '@hotel/shared/constants';
import { adminMeta } from '../../lib/admin-meta.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { SelectField, TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { HTML_HINT, IMAGE_HINT } from '../../features/admin-content/content-editor.tsx';
import { PublishableEditor, PublishFields } from '../../features/admin-content/publishable-editor.tsx';
import { loadPublishable, publishableAction } from '../../features/admin-content/publishable.server.ts';
import { PUBLISHABLE } from '../../features/admin-content/publishable.ts';
import { ImageField } from '../../features/admin-content/image-upload.tsx';
import { SaleCard } from '../../features/sales/sale-card.tsx';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('キャンペーンの編集');

const SALE_TYPE_OPTIONS = SALE_TYPES.map((t) => ({ value: t, label: t }));

/** /admin/content/sale?hotel=&id=: an offer's form (a new one without id), with a preview drawn as the /sales card. */
// The preview is the guest offer card, with its messages.
export const loader = async ({ request, context }: Route.LoaderArgs) => ({ ...(await loadPublishable(request, context, PUBLISHABLE.sale)), i18n: routeMessages(request, ['sales']) });

export const action = ({ request, context }: Route.ActionArgs) => publishableAction(request, context, PUBLISHABLE.sale);

export default function ContentSale({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel } = useAdminLayout();
  const { owner } = loaderData;
  return (
    <PublishableEditor
      kind="sale"
      loaded={loaderData}
      translate={loaderData.item ? <TranslationLink hotel={hotel.code} kind="sale" itemKey={String(loaderData.item.id)} owner={loaderData.owner} /> : null}
      answer={actionData}
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
            <PublishFields fields={f} />
          </FormSection>
        </>
      )}
    </PublishableEditor>
  );
}
