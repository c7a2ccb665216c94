import { Form } from 'react-router';
import { addDays } from '@hotel/shared/hotel-date';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { AMOUNT_MAX, PERCENT_MAX } from '@hotel/shared/schemas/admin/promotions';
import { Button } from '../../components/admin/button.tsx';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { ChoiceField, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import { FormError } from '../../components/ui/form-field.tsx';
import { COUPON_FORM_FIELD, COUPON_FORMS } from './coupon-forms.ts';
import { DiscountKindField } from './discount-kind-field.tsx';
import styles from './promotions.module.css';

interface CouponIssueFormProps {
  hotels: readonly AdminHotel[];
  /** Today in the hotels: the expiry must come after it. */
  today: string;
  errors: FieldErrors;
  values: FormValues;
  formError?: string | undefined;
  busy: boolean;
}

/** クーポンを発行: title, percent or amount, minimum spend, last day of use, optional hotels. The code is the server's. */
export function CouponIssueForm({ hotels, today, errors, values, formError, busy }: CouponIssueFormProps) {
  // A new coupon is an amount off, usable for 90 days.
  const common = { idPrefix: 'coupon', values: { ...values, kind: values.kind ?? 'amount', expiresOn: values.expiresOn ?? addDays(today, 90) }, errors };
  return (
    <Form method="post" noValidate preventScrollReset>
      <input type="hidden" name={COUPON_FORM_FIELD} value={COUPON_FORMS.issue} />
      <FormSection
        title="クーポンを発行"
        description="コードは発行時に自動で作られ、会員のクーポン一覧に表示されます。発行は監査ログに記録されます。"
        columns={2}
        footer={
          <FormActions>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              クーポンを発行
            </Button>
          </FormActions>
        }
      >
        {formError ? (
          <div className={styles.wide}>
            <FormError message={formError} />
          </div>
        ) : null}
        <div className={styles.wide}>
          <TextField name="title" label="クーポン名" need="required" hint="会員に表示されます（60文字以内）。例：ご滞在のお詫び" {...common} />
        </div>
        <DiscountKindField {...common} />
        <TextField name="value" label="割引の値" need="required" numeric hint={`金額引きは1〜${AMOUNT_MAX.toLocaleString('en-US')}元、％引きは1〜${PERCENT_MAX}%`} {...common} />
        <TextField name="minSpend" label="最低利用金額" need="optional" numeric suffix="元以上" hint="予約の合計がこの金額以上のときに使えます。0で条件なし" {...common} />
        <TextField name="expiresOn" label="有効期限" need="required" type="date" min={addDays(today, 1)} hint="この日（ホテル現地時間）まで使えます" {...common} />
        <div className={styles.wide}>
          <ChoiceField
            name="hotels"
            label="対象ホテル"
            need="optional"
            multiple
            hint="選ばなければ全ホテルで使えます"
            options={hotels.map((h) => ({ value: h.code, label: h.name }))}
            {...common}
          />
        </div>
      </FormSection>
    </Form>
  );
}
