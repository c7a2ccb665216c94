import { useState, type FormEvent } from 'react';
import { DISCOUNT_TYPES } from '@hotel/shared/constants';
import { FREE_CANCEL_HOURS_MAX } from '@hotel/shared/cancel-policy';
import { formValues, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { CheckField, ChoiceField, SelectField, TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormSection } from '../../components/admin/form-section.tsx';
import { CatalogForm } from './catalog-form.tsx';
import { CancelPreview, termsOf } from './cancel-preview.tsx';
import styles from './catalog-form.module.css';

interface PlanFormProps {
  hotel: string;
  mode: 'create' | 'update';
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  backTo: string;
  submitting: boolean;
}

/**
 * Create or edit one rate plan. Posts to the route's action (works without JavaScript); with it,
 * the cancellation preview follows the fields as they change.
 */
export function PlanForm({ hotel, mode, values, errors, formError, backTo, submitting }: PlanFormProps) {
  const [terms, setTerms] = useState(() => termsOf(values));
  const common = { idPrefix: 'catalog', values, errors };
  const onChange = (event: FormEvent<HTMLFormElement>) => setTerms(termsOf(formValues(new FormData(event.currentTarget))));
  return (
    <CatalogForm hotel={hotel} mode={mode} formError={formError} backTo={backTo} submitting={submitting} createLabel="プランを作成" onChange={onChange}>
      <FormSection title="基本情報" columns={2}>
        <TextField
          name="code"
          label="プランコード"
          need="required"
          readOnly={mode === 'update'}
          hint={mode === 'update' ? '作成後は変更できません（予約が参照しています）' : '英大文字・数字・「-」「_」の2〜20文字'}
          {...common}
        />
        <TextField name="name" label="プラン名" need="required" {...common} />
        <ChoiceField
          name="payment"
          label="支払方法"
          options={[
            { value: 'hotel', label: '現地払い' },
            { value: 'prepaid', label: '事前決済' },
          ]}
          {...common}
        />
        <TextField name="sortOrder" label="表示順" numeric need="required" hint="小さいほど先に表示されます" {...common} />
        <CheckField name="isActive" label="販売中（外すと検索に表示されません）" {...common} />
      </FormSection>

      <FormSection title="料金" description="プランはこのホテルのすべての客室タイプに適用されます。" columns={2}>
        <ChoiceField
          name="priceMode"
          label="料金の決め方"
          options={[
            { value: 'rule', label: '各日の室料に対する割合' },
            { value: 'fixed', label: '1室1泊の固定料金' },
          ]}
          {...common}
        />
        <TextField name="priceFactor" label="室料に対する割合" numeric suffix="%" hint="100%で各日の室料どおり、88%で12%引き" {...common} />
        <TextField name="fixedPrice" label="固定料金（1室1泊）" numeric suffix="元" hint="「固定料金」を選んだときに使います" {...common} />
        <TextField name="breakfastCount" label="朝食人数" numeric suffix="名" {...common} />
        <TextField name="breakfastSupplement" label="朝食料金（1室1泊）" numeric suffix="元" hint="室料に加算されます" {...common} />
      </FormSection>

      <FormSection title="販売条件" columns={2}>
        <CheckField name="memberOnly" label="会員限定" {...common} />
        <SelectField
          name="discountType"
          label="割引種別"
          options={[{ value: '', label: 'なし' }, ...DISCOUNT_TYPES.map((t) => ({ value: t, label: t }))]}
          {...common}
        />
        <TextField name="discountCode" label="割引コード" hint="入力したお客さまにだけ表示されます（英数字4〜20文字、大文字小文字は区別しません）" {...common} />
      </FormSection>

      <FormSection title="キャンセル規定" description="予約にはその時点の規定が記録され、あとで変更しても既存の予約には影響しません。" columns={2}>
        <DeadlineRule
          rule={{ name: 'cancelPolicy', label: '規定', hint: '事前決済のプランは返金不可のみ', options: { free: '期限まで無料キャンセル', nonRefundable: '返金・キャンセル不可' } }}
          hours={{ name: 'freeCancelHours', label: '無料キャンセル期限', until: '無料か', note: '。0で到着日18:00まで' }}
          common={common}
        />
        <div className={styles.wide}>
          <TextArea name="cancelNote" label="補足（任意・200文字以内）" rows={2} {...common} />
        </div>
        <CancelPreview terms={terms} />
      </FormSection>

      <FormSection title="予約変更" description="お客さまが日程・客室・プラン・人数を変更できる期限です。予約時の規定が記録されます。" columns={2}>
        <DeadlineRule
          rule={{ name: 'changePolicy', label: '変更の受付', hint: '返金不可の事前決済プランは通常「変更不可」', options: { until: '期限まで変更可', never: '変更不可' } }}
          hours={{ name: 'changesUntilHours', label: '変更期限', until: '変更できるか' }}
          common={common}
        />
      </FormSection>
    </CatalogForm>
  );
}

type Common = Pick<Parameters<typeof TextField>[0], 'idPrefix' | 'values' | 'errors'>;

/**
 * A rule that runs until a deadline (cancelling free, changing a booking): the choice, and the
 * hours before 18:00 (hotel time) on the arrival day it runs until.
 */
function DeadlineRule({ rule, hours, common }: { rule: { name: string; label: string; hint: string; options: Record<string, string> }; hours: { name: string; label: string; until: string; note?: string }; common: Common }) {
  return (
    <>
      <ChoiceField name={rule.name} label={rule.label} options={Object.entries(rule.options).map(([value, label]) => ({ value, label }))} hint={rule.hint} {...common} />
      <TextField
        name={hours.name}
        label={hours.label}
        numeric
        suffix="時間前"
        hint={`到着日18:00（現地時間）の何時間前まで${hours.until}（0〜${FREE_CANCEL_HOURS_MAX}）${hours.note ?? ''}`}
        {...common}
      />
    </>
  );
}
