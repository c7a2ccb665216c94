import { Form } from 'react-router';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { MEMBER_LEVEL_KEYS, MEMBER_LEVELS } from '@hotel/shared/member-levels';
import { AMOUNT_MAX, MIN_NIGHTS_MAX, PERCENT_MAX } from '@hotel/shared/schemas/admin/promotions';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { CheckField, ChoiceField, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { FormError } from '../../components/ui/form-field.tsx';
import { DiscountKindField } from './discount-kind-field.tsx';
import styles from './promotions.module.css';

interface PromotionFormProps {
  mode: 'create' | 'update';
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  /** The hotels the person may name. */
  hotels: readonly AdminHotel[];
  /** A group administrator may leave the hotels empty: every hotel. */
  groupWide: boolean;
  backTo: string;
  submitting: boolean;
}

const LEVEL_OPTIONS = MEMBER_LEVEL_KEYS.map((k) => ({ value: k, label: MEMBER_LEVELS[k].name }));

/** Create or edit one promotion. Posts to the route's action, which checks it with the API's schema (works without JavaScript). */
export function PromotionForm({ mode, values, errors, formError, hotels, groupWide, backTo, submitting }: PromotionFormProps) {
  const common = { idPrefix: 'promotion', values, errors };
  // A long form: say at its top that something below needs fixing, and how many fields.
  const problems = Object.values(errors).filter(Boolean).length;
  const summary = formError ?? (problems > 0 ? `入力内容をご確認ください（${problems}項目）。赤く示した項目を修正してから保存してください` : undefined);
  return (
    <Form method="post" className={SECTIONED_FORM} noValidate>
      <input type="hidden" name="intent" value="save" />
      {mode === 'update' ? <input type="hidden" name="id" value={values.id ?? ''} /> : null}
      {/* An edit keeps the state: stopping and resuming are their own buttons. */}
      {mode === 'update' ? <input type="hidden" name="active" value={values.active === 'on' ? 'on' : ''} /> : null}
      <FormError message={summary} />

      <FormSection title="割引" columns={2}>
        <div className={styles.wide}>
          <TextField name="name" label="プロモーション名" need="required" hint="60文字以内。例：冬の早期予約割" {...common} />
        </div>
        <DiscountKindField {...common} />
        <TextField name="value" label="割引の値" need="required" numeric hint={`％引きは1〜${PERCENT_MAX}、金額引きは1〜${AMOUNT_MAX.toLocaleString('en-US')}元（予約の合計から）`} {...common} />
        {mode === 'create' ? <CheckField name="active" label="保存したらすぐに実施する" {...common} /> : null}
      </FormSection>

      <FormSection title="対象" description="空欄・未選択の条件は「すべて」を意味します。" columns={2}>
        <div className={styles.wide}>
          <ChoiceField
            name="hotels"
            label="対象ホテル"
            need={groupWide ? 'optional' : 'required'}
            multiple
            hint={groupWide ? '選ばなければ全ホテルが対象です' : '担当ホテルから1つ以上選んでください'}
            options={hotels.map((h) => ({ value: h.code, label: h.name }))}
            {...common}
          />
        </div>
        <div className={styles.wide}>
          <TextField name="rateCodes" label="料金プランコード" need="optional" hint="カンマ区切り（例：BAR, ADV）。対象ホテルのいずれかにあるプランのみ" {...common} />
        </div>
        <div className={styles.wide}>
          <ChoiceField name="memberLevels" label="会員ランク" need="optional" multiple hint="選ばなければすべての会員が対象です" options={LEVEL_OPTIONS} {...common} />
        </div>
        <TextField name="minNights" label="最低泊数" need="required" numeric suffix="泊以上" hint={`1〜${MIN_NIGHTS_MAX}泊`} {...common} />
      </FormSection>

      <FormSection title="期間" description="日付はホテル現地の日付です。空欄は期限なしを意味します。" columns={2}>
        <TextField name="stayFrom" label="宿泊期間（開始）" type="date" need="optional" hint="すべての宿泊日がこの期間内の予約が対象" {...common} />
        <TextField name="stayTo" label="宿泊期間（終了）" type="date" need="optional" {...common} />
        <TextField name="bookFrom" label="予約受付（開始）" type="date" need="optional" hint="この期間に予約されたものが対象" {...common} />
        <TextField name="bookTo" label="予約受付（終了）" type="date" need="optional" {...common} />
      </FormSection>

      <FormSection title="コードと利用上限" columns={2}>
        <div className={styles.wide}>
          <TextField name="code" label="プロモーションコード" need="optional" hint="入力したお客さまだけに適用（英大文字・数字・「-」の3〜40文字）。空欄なら条件を満たす予約すべてに適用" {...common} />
        </div>
        <TextField name="totalCap" label="総利用上限" need="optional" numeric suffix="回" hint="空欄で上限なし。キャンセルされた予約の分は戻ります" {...common} />
        <TextField name="perMemberCap" label="会員ごとの利用上限" need="optional" numeric suffix="回" hint="空欄で上限なし" {...common} />
        <div className={styles.wide}>
          <CheckField name="stackable" label="会員クーポンとの併用を認める" {...common} />
        </div>
      </FormSection>

      <FormActions>
        <ButtonLink to={backTo} variant="secondary">
          一覧へ戻る
        </ButtonLink>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {mode === 'create' ? 'プロモーションを作成' : '保存する'}
        </Button>
      </FormActions>
    </Form>
  );
}
