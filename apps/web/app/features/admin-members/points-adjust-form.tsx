import { Form, useNavigation } from 'react-router';
import { grouped, POINTS_ADJUST_MAX, POINTS_REASON_MAX } from '@hotel/shared/schemas/admin/members';
import { FormError } from '../../components/ui/form-field.tsx';
import { Button } from '../../components/admin/button.tsx';
import { Facts } from '../../components/admin/detail.tsx';
import { TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection } from '../../components/admin/form-section.tsx';
import type { PointsAdjustResult } from './points-adjust.server.ts';
import styles from './members.module.css';

const signed = (n: number) => (n > 0 ? `+${grouped(n)}` : grouped(n));

/** Points up or down with a required reason; a confirmation step before anything changes. */
export function PointsAdjustForm({ points, result }: { points: number; result: PointsAdjustResult | undefined }) {
  const busy = useNavigation().state === 'submitting';
  if (result?.ok && result.confirm) {
    const { delta, reason, before, after } = result.confirm;
    return (
      <Form method="post" className={styles.confirm} aria-labelledby="points-confirm-title">
        <h3 id="points-confirm-title">この内容で調整しますか？</h3>
        <Facts
          compact
          facts={[
            ['増減', `${signed(delta)} ポイント`],
            [
              '残高',
              <>
                {grouped(before)} → <strong>{grouped(after)}</strong> ポイント
              </>,
            ],
            ['理由', reason],
          ]}
        />
        <input type="hidden" name="delta" value={delta} />
        <input type="hidden" name="reason" value={reason} />
        <FormActions>
          <Button type="submit" name="intent" value="edit" variant="secondary" disabled={busy}>
            修正する
          </Button>
          <Button type="submit" name="intent" value="confirm" disabled={busy} aria-busy={busy}>
            調整する
          </Button>
        </FormActions>
      </Form>
    );
  }
  const refused = result && !result.ok ? result : undefined;
  const errors = refused?.errors ?? {};
  const formMessage = refused?.message && !Object.values(errors).includes(refused.message) ? refused.message : null;
  const common = { idPrefix: 'points', values: refused?.values ?? {}, errors };
  return (
    <Form method="post" noValidate key={result?.ok ? 'done' : 'edit'}>
      <FormSection
        title="ポイント調整"
        description={`現在の残高は ${grouped(points)} ポイントです。減らす場合はマイナスで入力します。調整は監査ログに記録されます。`}
        footer={
          <FormActions>
            <Button type="submit" name="intent" value="preview" disabled={busy}>
              確認へ進む
            </Button>
          </FormActions>
        }
      >
        {formMessage ? <FormError message={formMessage} /> : null}
        {/* Not `numeric`: a deduction is typed with a minus sign, which the phone keypad that inputMode="numeric" opens (iOS) does not have. */}
        <TextField name="delta" label="増減ポイント" need="required" hint={`例：500 / -200（±${grouped(POINTS_ADJUST_MAX)}まで）`} {...common} />
        <TextField name="reason" label="理由" need="required" maxLength={POINTS_REASON_MAX} hint="お客様からの問い合わせ内容や予約番号など（2〜200文字）" {...common} />
      </FormSection>
    </Form>
  );
}
