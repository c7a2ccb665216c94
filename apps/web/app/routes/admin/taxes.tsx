import type { Route } from './+types/taxes';
import { getTaxRules, saveTaxRules, taxRulesSaveInput, TAX_FIELD_OF_MESSAGE, TAX_MESSAGES } from '@hotel/shared/schemas/admin/taxes';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { saveAdminForm } from '../../lib/admin-form.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { readPostedForm } from '../../lib/form-action.server.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { TitledSection } from '../../components/admin/detail.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { TaxExample, taxFormValues, TaxRulesForm } from '../../features/admin-taxes/tax-rules-form.tsx';

export const meta: Route.MetaFunction = () => adminMeta('税・サービス料');

/** /admin/taxes?hotel=: a hotel's service charge and VAT (decision 0068), permission taxes.edit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = adminHotel(request);
  const rules = await adminLoad(context, request, getTaxRules, { hotel });
  return { rules, saved: new URL(request.url).searchParams.has('saved') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const hotel = adminHotel(request);
  const values = await readPostedForm(request);
  const refusal = (message: string) => {
    const field = TAX_FIELD_OF_MESSAGE[message];
    return field ? { errors: { [field]: message } } : { errors: {}, formError: message };
  };
  return saveAdminForm(context, request, { values, input: { ...values, hotel }, schema: taxRulesSaveInput, endpoint: saveTaxRules, refusal, done: withHotel('/admin/taxes', hotel, { saved: '1' }) });
}

export default function Taxes({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, saved } = loaderData;
  return (
    <AdminPage title="税・サービス料" description={`${rules.hotelName}：サイト・チャネル・Googleに表示する料金はすべて税・サービス料込みの総額です`}>
      {saved && !actionData ? <Notice tone="success">{TAX_MESSAGES.saved}</Notice> : null}
      {!rules.saved ? <Notice tone="info">このホテルはまだ設定を保存していません。標準の設定（料金に税・サービス料込み、サービス料10%・増値税6%）で販売しています。</Notice> : null}
      <TitledSection id="tax-example" title="表示される料金の例">
        <TaxExample rules={rules.rules} example={rules.example} />
      </TitledSection>
      <TitledSection id="tax-form" title="設定">
        <TaxRulesForm
          key={actionData ? 'posted' : 'loaded'}
          hotel={rules.hotel}
          values={actionData?.values ?? taxFormValues(rules.rules)}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError}
        />
      </TitledSection>
    </AdminPage>
  );
}
