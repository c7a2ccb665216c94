import { data } from 'react-router';
import { TranslationLink } from '../../features/admin-translations/translation-link.tsx';
import type { Route } from './+types/catalog-plan';
import { CATALOG_MESSAGES, listRatePlans, ratePlanSaveInput, saveRatePlan } from '@hotel/shared/schemas/admin/catalog';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { saveAdminForm } from '../../lib/admin-form.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { apiRefusal, NEW_PLAN_VALUES, planFormValues } from '../../features/admin-catalog/catalog-form-values.ts';
import { useCatalogEditor } from '../../features/admin-catalog/catalog-form.tsx';
import { PlanForm } from '../../features/admin-catalog/plan-form.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.mode === 'update' ? `料金プラン ${loaderData.values.code}` : '新規料金プラン');

/** /admin/catalog/plan?hotel=&code=: edit a plan (with code) or create one (without). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = adminHotel(request);
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { mode: 'create' as const, values: NEW_PLAN_VALUES, name: null };
  const { plans } = await adminLoad(context, request, listRatePlans, { hotel });
  const plan = plans.find((p) => p.code === code);
  if (!plan) throw data({ message: CATALOG_MESSAGES.planNotFound }, { status: 404 });
  return { mode: 'update' as const, values: planFormValues(plan), name: plan.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const hotel = adminHotel(request);
  const values = await readPostedForm(request);
  const done = withHotel('/admin/catalog', hotel, { saved: 'plan' });
  return saveAdminForm(context, request, { values, input: { ...values, hotel }, schema: ratePlanSaveInput, endpoint: saveRatePlan, refusal: apiRefusal, done });
}

export default function CatalogPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, formKey, crumbs, form } = useCatalogEditor(loaderData, actionData);
  const title = loaderData.mode === 'update' ? `料金プランの編集：${loaderData.name ?? ''}` : '新しい料金プラン';
  return (
    <AdminPage title={title} description={`${hotel.name}・すべての客室タイプに適用`} breadcrumbs={crumbs('新規プラン')}
      actions={loaderData.mode === 'update' ? <TranslationLink hotel={hotel.code} kind="ratePlan" itemKey={loaderData.values.code ?? ''} /> : null}
    >
      <PlanForm key={formKey} {...form} />
    </AdminPage>
  );
}
