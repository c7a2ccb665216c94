import { Form, useNavigation } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { RATES_INCLUDE_LABELS, TAX_ORDER_LABELS, TAX_ROUNDING_LABELS, type AdminTaxRules } from '@hotel/shared/schemas/admin/taxes';
import { CHARGE_PART_LABELS, percentText, TAX_ORDERS, TAX_ROUNDINGS } from '@hotel/shared/taxes';
import { Button } from '../../components/admin/button.tsx';
import { ChoiceField, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { FormError } from '../../components/ui/form-field.tsx';
import { formatCny } from '../../lib/money.ts';
import styles from './tax-rules.module.css';

/** The form's fields from what is stored. */
export function taxFormValues(rules: AdminTaxRules['rules']): FormValues {
  return {
    servicePercent: percentText(rules.serviceBp),
    vatPercent: percentText(rules.vatBp),
    order: rules.order,
    rounding: rules.rounding,
    ratesInclude: rules.ratesInclude ? 'include' : 'exclude',
  };
}

interface TaxRulesFormProps {
  hotel: string;
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
}

/** A hotel's service charge and VAT: posts to the route's action (works without JavaScript). */
export function TaxRulesForm({ hotel, values, errors, formError }: TaxRulesFormProps) {
  const submitting = useNavigation().state === 'submitting';
  const common = { idPrefix: 'taxes', values, errors };
  return (
    <Form method="post" className={SECTIONED_FORM} noValidate>
      <input type="hidden" name="hotel" value={hotel} />
      <FormError message={formError} />
      <FormSection title="税率" columns={2}>
        <TextField name="servicePercent" label="サービス料率" numeric suffix="%" need="required" hint="中国のホテルでは10%が一般的です（0で徴収しない）" {...common} />
        <TextField name="vatPercent" label="増値税率" numeric suffix="%" need="required" hint="宿泊サービスは6%（一般納税者）" {...common} />
      </FormSection>
      <FormSection title="計算方法" columns={2}>
        <ChoiceField name="order" label="税とサービス料のかけ方" options={TAX_ORDERS.map((value) => ({ value, label: TAX_ORDER_LABELS[value] }))} {...common} />
        <ChoiceField name="rounding" label="端数処理" options={TAX_ROUNDINGS.map((value) => ({ value, label: TAX_ROUNDING_LABELS[value] }))} {...common} />
        <ChoiceField
          name="ratesInclude"
          label="料金・在庫カレンダーの料金"
          options={(['include', 'exclude'] as const).map((value) => ({ value, label: RATES_INCLUDE_LABELS[value] }))}
          {...common}
        />
      </FormSection>
      <FormActions>
        <Button type="submit" disabled={submitting}>
          保存する
        </Button>
      </FormActions>
    </Form>
  );
}

/** What one stored rate becomes for a guest under the saved rules. */
export function TaxExample({ rules, example }: Pick<AdminTaxRules, 'rules' | 'example'>) {
  return (
    <div className={styles.example}>
      <p className={styles.lead}>
        登録料金 {formatCny(example.rate)} のとき、お客さまに表示される料金（税・サービス料込）は <strong>{formatCny(example.total)}</strong>
        {rules.ratesInclude ? '（登録料金のまま）' : ''}
      </p>
      <dl className={styles.parts}>
        {(['room', 'service', 'vat'] as const).map((part) => (
          <div key={part}>
            <dt>{CHARGE_PART_LABELS[part]}</dt>
            <dd>{formatCny(example[part])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
