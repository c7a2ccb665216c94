import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/promotion-detail';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import { promotionSaveInput, promotionsEndpoints } from '@hotel/shared/schemas/admin/promotions';
import { adminLoad, callAdmin } from '../../lib/admin-api.server.ts';
import { saveAdminForm } from '../../lib/admin-form.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { newPromotionValues, promotionFormValues, promotionRefusal } from '../../features/admin-promotions/promotion-form-values.ts';
import { PromotionForm } from '../../features/admin-promotions/promotion-form.tsx';
import { PromotionReadOnly, PromotionStateBar } from '../../features/admin-promotions/promotion-state.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.promotion ? `プロモーション ${loaderData.promotion.name}` : '新しいプロモーション');

/** /admin/promotions/edit?id=: edit a promotion (with id) or create one (without). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return { promotion: null };
  return { promotion: await adminLoad(context, request, promotionsEndpoints.detail, { id }) };
}

/** 保存 (intent=save), 停止・再開 (stop, resume) and 削除 (delete), each through the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const hotel = adminHotel(request);
  // Ticked checkboxes arrive as repeated fields; the schema takes them comma-separated.
  const posted = await request.clone().formData();
  const values: FormValues = { ...(await readPostedForm(request)) };
  for (const list of ['hotels', 'memberLevels']) values[list] = posted.getAll(list).filter((v) => typeof v === 'string').join(',');
  const intent = values.intent ?? 'save';
  const list = (done: string) => withHotel('/admin/promotions', hotel, { done });

  if (intent === 'stop' || intent === 'resume' || intent === 'delete') {
    const id = values.id ?? '';
    const result = intent === 'delete' ? await callAdmin(context, request, promotionsEndpoints.remove, { id }) : await callAdmin(context, request, promotionsEndpoints.active, { id, active: intent === 'resume' });
    if (!result.envelope.success) return data({ ok: false as const, errors: {}, values: {}, formError: result.envelope.message }, { status: result.status });
    if (intent === 'delete') throw redirect(list('deleted'));
    return { ok: true as const, message: result.envelope.message };
  }

  return saveAdminForm(context, request, { values, schema: promotionSaveInput, endpoint: promotionsEndpoints.save, refusal: promotionRefusal, done: list('saved') });
}

export default function PromotionDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, hotels, me } = useAdminLayout();
  const navigation = useNavigation();
  const { promotion } = loaderData;
  const back = withHotel('/admin/promotions', hotel.code);
  const title = promotion ? promotion.name : '新しいプロモーション';
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const done = actionData?.ok ? actionData.message : null;
  const formValues = refused && Object.keys(refused.values).length > 0 ? refused.values : promotion ? promotionFormValues(promotion) : newPromotionValues(me.role === 'group_admin' ? null : hotel.code);
  const stateRefusal = refused && Object.keys(refused.values).length === 0 ? refused.formError : undefined;
  return (
    <AdminPage title={title} description={promotion ? undefined : '割引の内容と対象を決めて作成します'} breadcrumbs={[{ label: 'プロモーション', to: back }, { label: promotion ? promotion.name : '新規' }]}>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {stateRefusal ? <Notice tone="error">{stateRefusal}</Notice> : null}
      {promotion && !promotion.editable ? (
        <PromotionReadOnly promotion={promotion} hotels={hotels} backTo={back} />
      ) : (
        <>
          {promotion ? <PromotionStateBar promotion={promotion} busy={navigation.state === 'submitting'} /> : null}
          <PromotionForm
            key={actionData ? 'posted' : (promotion?.updatedAt ?? 'new')}
            mode={promotion ? 'update' : 'create'}
            values={formValues}
            errors={refused?.errors ?? {}}
            formError={stateRefusal ? undefined : refused?.formError}
            hotels={hotels}
            groupWide={me.role === 'group_admin'}
            backTo={back}
            submitting={navigation.state === 'submitting'}
          />
        </>
      )}
    </AdminPage>
  );
}
