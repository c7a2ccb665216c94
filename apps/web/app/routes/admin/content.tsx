import type { Route } from './+types/content';
import { GROUP_CODE } from '@hotel/shared/constants';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import type { contentIdBody } from '@hotel/shared/schemas/admin/content';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { ContentTable } from '../../features/admin-content/content-table.tsx';
import { PUBLISHABLE, PUBLISHABLE_KINDS } from '../../features/admin-content/publishable.ts';
import { contentOwner, OWNER_PARAM } from '../../lib/content-owner.ts';
import styles from '../../features/admin-content/content.module.css';

export const meta: Route.MetaFunction = () => adminMeta('コンテンツ');

/** /admin/content: the news, offers and banners of the chosen hotel, or of the group (?owner=group). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = contentOwner(request);
  const [news, sale, banner] = await Promise.all(PUBLISHABLE_KINDS.map((kind) => adminLoad(context, request, PUBLISHABLE[kind].list, { hotel: owner })));
  return { owner, lists: { news: news ?? [], sale: sale ?? [], banner: banner ?? [] } };
}

/** A row's 非公開にする: the item becomes a draft (the API checks its hotel). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readPostedForm(request);
  const kind = PUBLISHABLE_KINDS.find((k) => k === values.kind);
  if (values.intent !== 'unpublish' || !kind) return { ok: false, message: '操作を選択してください' };
  const unpublish: AdminEndpoint<typeof contentIdBody> = PUBLISHABLE[kind].unpublish;
  const { envelope } = await callAdmin(context, request, unpublish, { id: values.id ?? '' });
  return { ok: envelope.success, message: envelope.message };
}

export default function ContentIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, lists } = loaderData;
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
          <ButtonLink variant="primary" to={withHotel(PUBLISHABLE.news.path, hotel.code, extra)}>お知らせを作成</ButtonLink>
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
      {PUBLISHABLE_KINDS.map((kind) => {
        const { noun, path } = PUBLISHABLE[kind];
        return (
          <TitledSection
            key={kind}
            id={`${kind}-title`}
            title={noun}
            // News, the most written, has its 作成 as the page's main button.
            action={
              kind === 'news' ? null : (
                <ButtonLink size="sm" to={withHotel(path, hotel.code, extra)}>
                  {noun}を作成
                </ButtonLink>
              )
            }
          >
            <ContentTable caption={noun} rows={lists[kind].map((row) => ({ ...row, editTo: withHotel(path, hotel.code, { ...extra, id: row.id }), unpublish: kind }))} />
          </TitledSection>
        );
      })}
    </AdminPage>
  );
}
