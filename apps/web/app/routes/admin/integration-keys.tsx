import { useMemo } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/integration-keys';
import { integrationKeysEndpoints } from '@hotel/shared/schemas/admin/integration-keys';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { integrationKeyAction } from '../../features/admin-integrations/key-actions.server.ts';
import { KeyForm } from '../../features/admin-integrations/key-form.tsx';
import { KeyList } from '../../features/admin-integrations/key-list.tsx';
import { NewKey } from '../../features/admin-integrations/new-key.tsx';
import styles from '../../features/admin-integrations/integration-keys.module.css';

export const meta: Route.MetaFunction = () => adminMeta('連携APIキー');

const PATH = '/admin/integration-keys';

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminLoad(context, request, integrationKeysEndpoints.list, {});
}

export async function action({ request, context }: Route.ActionArgs) {
  return integrationKeyAction(request, context);
}

/**
 * /admin/integration-keys (the group administrator, integrations.manage; decision 0065): the PMS
 * keys of the integration API. A new key (?new=1) is shown once; revoking asks first (?revoke=<id>).
 */
export default function IntegrationKeysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, hotels } = useAdminLayout();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const names = useMemo(() => new Map(hotels.map((h) => [h.code, h.name])), [hotels]);
  const list = withHotel(PATH, hotel.code);
  const created = actionData?.ok ? actionData.created : undefined;
  const creating = params.get('new') === '1' && !created;
  const revoking = actionData?.intent === 'revoke' ? undefined : loaderData.items.find((k) => String(k.id) === params.get('revoke') && !k.revokedAt);
  return (
    <AdminPage
      title="連携APIキー"
      description="ホテルのPMSが予約を取得し、販売室数・販売停止を設定するためのキー（/integrationapi/v1）。利用はすべて監査ログに記録されます。"
      actions={creating ? null : <ButtonLink to={withHotel(PATH, hotel.code, { new: 1 })} variant="primary">新しいキー</ButtonLink>}
    >
      <ActionNotice result={created ? null : actionData?.errors ? null : actionData} />
      {created ? <NewKey name={created.name} secret={created.secret} /> : null}
      {creating ? (
        <KeyForm
          key={actionData ? 'posted' : 'new'}
          values={actionData?.values ?? { scope: 'read' }}
          errors={actionData?.errors ?? {}}
          hotels={hotels}
          action={withHotel(PATH, hotel.code, { new: 1 })}
          closeTo={list}
          submitting={navigation.state === 'submitting'}
        />
      ) : null}
      {revoking ? (
        <Form method="post" action={list} className={styles.confirm} aria-labelledby="revoke-title">
          <h2 id="revoke-title">「{revoking.name}」を失効させますか</h2>
          <p>失効させると、このキーを使うPMSからの利用はすぐに拒否されます。元に戻すことはできません（必要なら新しいキーを発行します）。</p>
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={revoking.id} />
          <div className={styles.confirmActions}>
            <Button type="submit" variant="danger">
              失効させる
            </Button>
            <Link to={list}>やめる</Link>
          </div>
        </Form>
      ) : null}
      <TitledSection id="integration-keys" title={`APIキー（${loaderData.items.length}）`}>
        <KeyList items={loaderData.items} names={names} revokeHref={(id) => withHotel(PATH, hotel.code, { revoke: id })} />
      </TitledSection>
    </AdminPage>
  );
}
