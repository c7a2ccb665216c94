import { Form } from 'react-router';
import { ARRIVAL_SLOTS } from '@hotel/shared/constants';
import type { FieldErrors, FormValues } from '@hotel/shared/forms/parse-form';
import { MEMBER_LEVELS } from '@hotel/shared/member-levels';
import {
  DESK_PAY_METHOD_LABELS,
  DESK_PAY_METHODS,
  DESK_SETTLEMENT_LABELS,
  DESK_SOURCES,
  ORDER_SOURCE_LABELS,
  STAFF_PAY_LINK_HOURS,
  type DeskMember,
  type DeskRate,
  type DeskSettlement,
} from '@hotel/shared/schemas/admin/desk-booking';
import { Button, ButtonLink } from '../../components/admin/button.tsx';
import { ChoiceField, SelectField, TextArea, TextField } from '../../components/admin/form-fields.tsx';
import { FormActions, FormSection, SECTIONED_FORM } from '../../components/admin/form-section.tsx';
import { PAY_LINK_VIA, PAY_LINK_VIA_LABELS } from '@hotel/shared/pay-link-messages';
import { FormError } from '../../components/ui/form-field.tsx';
import { STAY_FIELDS } from './desk-booking-values.ts';
import styles from './desk-booking.module.css';

interface BookingFormProps {
  hotel: string;
  /** The stay chosen in step 1 (posted again as hidden fields). */
  stay: FormValues;
  roomTypeCode: string;
  rate: DeskRate;
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
  /** The last member lookup's answer (null: none asked). */
  members: DeskMember[] | null;
  backTo: string;
  submitting: boolean;
}

const common = (values: FormValues, errors: FieldErrors) => ({ idPrefix: 'book', values, errors });

/**
 * Step 2: who the guest is (a member found by phone or card, or a name and a phone), how the
 * booking came in, and how it is paid. Posts to the route's action (works without JavaScript):
 * 会員を検索 posts the form to look the member up and draws it again; 予約を登録する books.
 */
export function BookingForm({ hotel, stay, roomTypeCode, rate, values, errors, formError, members, backTo, submitting }: BookingFormProps) {
  const c = common(values, errors);
  // Without a lookup on the screen, "choose a member" belongs to the lookup field.
  const lookup = common(values, members === null && errors.memberId && !errors.q ? { ...errors, q: errors.memberId } : errors);
  const settlements: DeskSettlement[] = rate.payment === 'prepaid' ? ['link', 'desk'] : ['hotel', 'desk'];
  const memberOptions = (members ?? []).map((m) => ({ value: String(m.id), label: `${m.name}（${m.maskedMobile}・${MEMBER_LEVELS[m.level].name}）` }));
  const chosenMember = values.memberId && !memberOptions.some((o) => o.value === values.memberId) ? values.memberId : null;
  return (
    <Form method="post" className={SECTIONED_FORM} noValidate>
      <input type="hidden" name="hotel" value={hotel} />
      {STAY_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={stay[name] ?? ''} />
      ))}
      <input type="hidden" name="roomTypeCode" value={roomTypeCode} />
      <input type="hidden" name="rateCode" value={rate.code} />
      <FormError message={formError} />

      <FormSection title="お客様" description={rate.memberOnly ? 'このプランは会員限定です。会員を検索して選んでください。' : '会員の方は携帯電話番号か会員カード番号で検索してください。'}>
        <ChoiceField
          name="guestKind"
          label="お客様の区分"
          need="required"
          options={[
            { value: 'member', label: '会員' },
            { value: 'guest', label: '会員以外のお客様' },
          ]}
          {...c}
        />
        <div className={styles.lookup}>
          <TextField name="q" label="会員の検索（携帯電話番号・会員カード番号）" hint="番号全体を入力してください（一部だけでは検索できません）" maxLength={24} {...lookup} />
          <Button type="submit" name="intent" value="lookup" variant="secondary" formNoValidate>
            会員を検索
          </Button>
        </div>
        {members !== null ? (
          members.length > 0 ? (
            <ChoiceField name="memberId" label="会員を選ぶ" need="required" options={memberOptions} {...c} />
          ) : (
            <p className={styles.noMember}>該当する会員はいません。番号を確かめるか、会員以外のお客様として予約してください。</p>
          )
        ) : chosenMember ? (
          <input type="hidden" name="memberId" value={chosenMember} />
        ) : null}
        <div className={styles.pair}>
          <TextField name="revUser" label="お名前（会員以外）" hint="会員の場合は会員のお名前で登録します" maxLength={50} {...c} />
          <TextField name="mobile" label="携帯電話番号（会員以外）" hint="中国本土は11桁、その他の国・地域は＋と国番号から（例：+81 90 1234 5678）" inputMode="tel" maxLength={20} {...c} />
        </div>
        <TextField name="email" label="メールアドレス" need="optional" hint="確認メールと、メールでの決済リンクの送り先です" maxLength={100} {...c} />
      </FormSection>

      <FormSection title="受付" columns={2}>
        <ChoiceField name="source" label="受付方法" need="required" options={DESK_SOURCES.map((s) => ({ value: s, label: ORDER_SOURCE_LABELS[s] }))} {...c} />
        <SelectField name="arrivalTime" label="到着予定時刻" need="optional" options={[{ value: '', label: '未定' }, ...ARRIVAL_SLOTS.map((s) => ({ value: s, label: s }))]} {...c} />
        <div className={styles.wide}>
          <TextArea name="remark" label="ご要望" need="optional" rows={2} maxLength={300} {...c} />
        </div>
      </FormSection>

      <FormSection
        title="お支払い"
        description={rate.payment === 'prepaid' ? `事前決済のプランです。決済リンク（${STAFF_PAY_LINK_HOURS}時間・到着日18:00まで有効）を送るか、フロントでお支払いいただきます。` : '現地払いのプランです。ご到着時のお支払いか、いまフロントでのお支払いを選べます。'}
        columns={2}
      >
        <div className={styles.wide}>
          <ChoiceField name="settlement" label="お支払い方法" need="required" options={settlements.map((s) => ({ value: s, label: DESK_SETTLEMENT_LABELS[s] }))} {...c} />
        </div>
        {rate.payment === 'prepaid' ? (
          <div className={styles.wide}>
            <ChoiceField name="linkVia" label="決済リンクの送り先" hint="「決済リンクを送る」を選んだときに使います" options={PAY_LINK_VIA.map((v) => ({ value: v, label: PAY_LINK_VIA_LABELS[v] }))} {...c} />
          </div>
        ) : null}
        <SelectField
          name="deskMethod"
          label="フロントでの支払方法"
          hint="「フロントで支払済み」を選んだときに使います"
          options={[{ value: '', label: '選んでください' }, ...DESK_PAY_METHODS.map((m) => ({ value: m, label: DESK_PAY_METHOD_LABELS[m] }))]}
          {...c}
        />
        <TextField name="deskReference" label="控え番号" hint="領収書・伝票・取引番号（40文字以内）" maxLength={40} {...c} />
      </FormSection>

      <FormActions>
        <ButtonLink to={backTo} variant="secondary">
          プランを選び直す
        </ButtonLink>
        <Button type="submit" name="intent" value="book" disabled={submitting}>
          予約を登録する
        </Button>
      </FormActions>
    </Form>
  );
}
