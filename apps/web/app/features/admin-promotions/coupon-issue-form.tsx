import { Form } from 'react-router';
import { addDays } from '@hotel/shared/hotel-date';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { AMOUNT_MAX, PERCENT_MAX } from '@hotel/shared/schemas/admin/promotions';
import { Button } from '../../components/admin/button.tsx';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import { FormError, FormField, fieldA11y } from '../../components/ui/form-field.tsx';
import { COUPON_FORM_FIELD, COUPON_FORMS } from './coupon-forms.ts';
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

const id = (name: string) => `coupon-${name}`;

/** クーポンを発行: title, percent or amount, minimum spend, last day of use, optional hotels. The code is the server's. */
export function CouponIssueForm({ hotels, today, errors, values, formError, busy }: CouponIssueFormProps) {
  const text = (name: string, label: string, hint: string, need: 'required' | 'optional', numeric = false, suffix?: string) => {
    const input = (
      <input
        {...fieldA11y(id(name), errors[name], `${id(name)}-hint`)}
        name={name}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        defaultValue={values[name] ?? ''}
        aria-required={need === 'required' ? true : undefined}
      />
    );
    return (
      <FormField htmlFor={id(name)} label={label} need={need} error={errors[name]} errorId={`${id(name)}-error`} hint={hint} hintId={`${id(name)}-hint`}>
        {suffix ? (
          <span className={styles.withSuffix}>
            {input}
            <span aria-hidden="true">{suffix}</span>
          </span>
        ) : (
          input
        )}
      </FormField>
    );
  };
  const chosenHotels = new Set((values.hotels ?? '').split(',').filter(Boolean));
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
        <div className={styles.wide}>{text('title', 'クーポン名', '会員に表示されます（60文字以内）。例：ご滞在のお詫び', 'required')}</div>
        <FormField label="割引の種類" error={errors.kind} errorId={`${id('kind')}-error`}>
          <div role="radiogroup" aria-labelledby={`${id('kind')}-error-label`} className={styles.choices}>
            {[
              { value: 'amount', label: '金額引き（元）' },
              { value: 'percent', label: '％引き' },
            ].map((o) => (
              <label key={o.value} className={styles.choice}>
                <input type="radio" name="kind" value={o.value} defaultChecked={(values.kind ?? 'amount') === o.value} />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </FormField>
        {text('value', '割引の値', `金額引きは1〜${AMOUNT_MAX.toLocaleString('en-US')}元、％引きは1〜${PERCENT_MAX}%`, 'required', true)}
        {text('minSpend', '最低利用金額', '予約の合計がこの金額以上のときに使えます。0で条件なし', 'optional', true, '元以上')}
        <FormField htmlFor={id('expiresOn')} label="有効期限" need="required" error={errors.expiresOn} errorId={`${id('expiresOn')}-error`} hint="この日（ホテル現地時間）まで使えます" hintId={`${id('expiresOn')}-hint`}>
          <input
            {...fieldA11y(id('expiresOn'), errors.expiresOn, `${id('expiresOn')}-hint`)}
            name="expiresOn"
            type="date"
            min={addDays(today, 1)}
            defaultValue={values.expiresOn ?? addDays(today, 90)}
            aria-required="true"
          />
        </FormField>
        <div className={styles.wide}>
          <FormField label="対象ホテル" need="optional" error={errors.hotels} errorId={`${id('hotels')}-error`} hint="選ばなければ全ホテルで使えます" hintId={`${id('hotels')}-hint`}>
            <div role="group" aria-labelledby={`${id('hotels')}-error-label`} className={styles.choices}>
              {hotels.map((h) => (
                <label key={h.code} className={styles.choice}>
                  <input type="checkbox" name="hotels" value={h.code} defaultChecked={chosenHotels.has(h.code)} />
                  <span>{h.name}</span>
                </label>
              ))}
            </div>
          </FormField>
        </div>
      </FormSection>
    </Form>
  );
}
