import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { ChoiceField } from '../../components/admin/form-fields.tsx';

/** ％引き or 金額引き: the one choice a promotion and a staff-issued coupon both start with (decision 0042). */
export function DiscountKindField(props: { idPrefix: string; values: FormValues; errors: FieldErrors }) {
  return (
    <ChoiceField
      name="kind"
      label="割引の種類"
      need="required"
      options={[
        { value: 'percent', label: '％引き' },
        { value: 'amount', label: '金額引き（元）' },
      ]}
      {...props}
    />
  );
}
