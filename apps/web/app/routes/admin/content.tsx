import type { Route } from './+types/content';
import { GROUP_CODE } from '@hotel/shared/constants';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import { contentEndpoints as E, type contentIdBody } from '@hotel/shared/schemas/admin/content';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { ContentTable, UNPUBLISH_KINDS, type UnpublishKind } from '../../features/admin-content/content-table.tsx';
import { contentOwner, OWNER_PARAM } from '../../features/admin-content/content-owner.ts';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('コンテンツ');

/** /admin/content: the news, offers and banners of the chosen hotel, or of the group (?owner=group). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const [news, sales, banners] = await Promise.all([
    adminLoad(context, request, E.newsList, { hotel: owner }),
    adminLoad(context, request, E.saleList, { hotel: owner }),
    adminLoad(context, request, E.bannerList, { hotel: owner }),
  ]);
  return { owner, news, sales, banners };
}

const UNPUBLISH: Record<UnpublishKind, AdminEndpoint<typeof contentIdBody>> = { news: E.newsUnpublish, sale: E.saleUnpublish, banner: E.bannerUnpublish };

/** A row's 非公開にする: the item becomes a draft (the API checks its hotel). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const kind = UNPUBLISH_KINDS.find((k) => k === values.kind);
  if (values.intent !== 'unpublish' || !kind) return { ok: false, message: '操作を選択してください' };
  const { envelope } = await callAdmin(context, request, UNPUBLISH[kind], { id: values.id ?? '' });
  return { ok: envelope.success, message: envelope.message };
}

export default function ContentIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, news, sales, banners } = loaderData;
  const { me, hotel } = useAdminLayout();
  const group = owner === GROUP_CODE;
  const mayGroup = me.hotels === null || me.hotels.includes(GROUP_CODE);
  const extra = group ? { [OWNER_PARAM]: 'group' } : {};
  const ownerName = group ? 'グループ（/news・トップページ）' : hotel.name;
  return (
    <AdminPage
      title="コンテンツ"
      description={`${ownerName}のお知らせ・キャンペーン・バナー`}
      actions={
        <>
          {group && mayGroup ? <ButtonLink to={withHotel('/admin/content/page', hotel.code)}>ページを編集</ButtonLink> : null}
          {group ? null : <ButtonLink to={withHotel('/admin/content/hotel-page', hotel.code)}>ホテルページを編集</ButtonLink>}
          <ButtonLink variant="primary" to={withHotel('/admin/content/news', hotel.code, extra)}>お知らせを作成</ButtonLink>
        </>
      }
    >
      {mayGroup && hotel.code !== GROUP_CODE ? (
        <nav aria-label="対象" className={styles.owners}>
          <ButtonLink size="sm" variant={group ? 'secondary' : 'primary'} to={withHotel('/admin/content', hotel.code)} aria-current={group ? undefined : 'page'}>
            {hotel.name}
          </ButtonLink>
          <ButtonLink size="sm" variant={group ? 'primary' : 'secondary'} to={withHotel('/admin/content', hotel.code, { [OWNER_PARAM]: 'group' })} aria-current={group ? 'page' : undefined}>
            グループ
          </ButtonLink>
        </nav>
      ) : null}
      <ActionNotice result={actionData} />
      <section className={styles.block} aria-labelledby="news-title">
        <div className={styles.sectionHead}>
          <h2 id="news-title" className={styles.heading}>お知らせ</h2>
        </div>
        <ContentTable caption="お知らせ" rows={news.map((n) => ({ ...n, editTo: withHotel('/admin/content/news', hotel.code, { ...extra, id: n.id }), unpublish: 'news' }))} />
      </section>
      <section className={styles.block} aria-labelledby="sales-title">
        <div className={styles.sectionHead}>
          <h2 id="sales-title" className={styles.heading}>キャンペーン</h2>
          <ButtonLink size="sm" to={withHotel('/admin/content/sale', hotel.code, extra)}>キャンペーンを作成</ButtonLink>
        </div>
        <ContentTable caption="キャンペーン" rows={sales.map((s) => ({ ...s, editTo: withHotel('/admin/content/sale', hotel.code, { ...extra, id: s.id }), unpublish: 'sale' }))} />
      </section>
      <section className={styles.block} aria-labelledby="banners-title">
        <div className={styles.sectionHead}>
          <h2 id="banners-title" className={styles.heading}>バナー</h2>
          <ButtonLink size="sm" to={withHotel('/admin/content/banner', hotel.code, extra)}>バナーを作成</ButtonLink>
        </div>
        <ContentTable caption="バナー" rows={banners.map((b) => ({ ...b, editTo: withHotel('/admin/content/banner', hotel.code, { ...extra, id: b.id }), unpublish: 'banner' }))} />
      </section>
    </AdminPage>
  );
}
