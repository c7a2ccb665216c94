import { Form, useNavigation } from 'react-router';
import { RECEIPT_HONORIFICS, RECEIPT_TEXT_MAX } from '@hotel/shared/receipt-rules';
import type { OrderReceipts, ReceiptFields } from '@hotel/shared/schemas/receipt';
import { FieldError, FormError, FormField } from '../../components/ui/form-field.tsx';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import type { MessageId } from '../../lib/i18n/messages.ts';
import styles from './receipt-form.module.css';

/** How each of the shared RECEIPT_HONORIFICS (様, 御中: printed as they are on the receipt) reads on the page. */
const HONORIFIC_LABELS: Record<(typeof RECEIPT_HONORIFICS)[number], MessageId> = {
  [RECEIPT_HONORIFICS[0]]: 'member.honorificPerson',
  [RECEIPT_HONORIFICS[1]]: 'member.honorificCompany',
};

export interface ReceiptFormAnswer {
  ok: boolean;
  message?: string;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
  formError?: string;
}

interface ReceiptFormProps {
  defaults: ReceiptFields;
  /** The action's last answer: a refusal with its messages, or the issue made. */
  answer: ReceiptFormAnswer | undefined;
  /** Hidden fields the post carries (staff: hotel and orderNo). */
  hidden?: Record<string, string>;
  idPrefix: string;
}

/**
 * The receipt's wording (decision 0070): 宛名 (default the booker's name), 様 / 御中, 但し書き
 * (default 宿泊代として). Posts to the page's action, so it works without JavaScript.
 */
export function ReceiptForm({ defaults, answer, hidden = {}, idPrefix }: ReceiptFormProps) {
  const navigation = useNavigation();
  const t = useT();
  const pending = navigation.state === 'submitting';
  const refused = answer && !answer.ok ? answer : undefined;
  const value = (name: keyof ReceiptFields) => refused?.values?.[name] ?? defaults[name];
  const error = (name: string) => refused?.errors?.[name];
  return (
    <Form method="post" noValidate className={styles.form} preventScrollReset>
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {refused?.formError ? <FormError message={refused.formError} /> : null}
      {answer?.ok ? (
        <p className={styles.notice} role="status">
          {answer.message}
        </p>
      ) : null}
      <FormField htmlFor={`${idPrefix}-addressee`} label={t('member.addressee')} need="required" error={error('addressee')} errorId={`${idPrefix}-addressee-error`} hint={t('member.maxChars', { max: RECEIPT_TEXT_MAX })} hintId={`${idPrefix}-addressee-hint`}>
        <input
          id={`${idPrefix}-addressee`}
          name="addressee"
          defaultValue={value('addressee')}
          key={`a-${value('addressee')}`}
          maxLength={RECEIPT_TEXT_MAX}
          className={styles.input}
          aria-required="true"
          aria-invalid={error('addressee') ? true : undefined}
          aria-describedby={`${idPrefix}-addressee-hint ${idPrefix}-addressee-error`}
        />
      </FormField>
      <fieldset className={styles.honorifics} aria-describedby={`${idPrefix}-honorific-error`}>
        <legend>{t('member.salutation')}</legend>
        {RECEIPT_HONORIFICS.map((h) => (
          <label key={h} className={styles.radio}>
            <input type="radio" name="honorific" value={h} defaultChecked={value('honorific') === h} key={`${h}-${value('honorific')}`} />
            {t(HONORIFIC_LABELS[h])}
          </label>
        ))}
        <FieldError id={`${idPrefix}-honorific-error`} message={error('honorific')} />
      </fieldset>
      <FormField htmlFor={`${idPrefix}-proviso`} label={t('member.proviso')} need="required" error={error('proviso')} errorId={`${idPrefix}-proviso-error`}>
        <input
          id={`${idPrefix}-proviso`}
          name="proviso"
          defaultValue={value('proviso')}
          key={`p-${value('proviso')}`}
          maxLength={RECEIPT_TEXT_MAX}
          className={styles.input}
          aria-required="true"
          aria-invalid={error('proviso') ? true : undefined}
          aria-describedby={`${idPrefix}-proviso-error`}
        />
      </FormField>
      <div>
        <button type="submit" className="btn btn--gold" disabled={pending}>
          {pending ? t('member.issuing') : t('member.issueReceipt')}
        </button>
      </div>
    </Form>
  );
}

/** The issues made so far, newest first, each with its download link. */
export function ReceiptIssues({ issues, hrefOf }: { issues: OrderReceipts['issues']; hrefOf: (issueNo: number) => string }) {
  const t = useT();
  const f = useFormat();
  if (issues.length === 0) return <p className={styles.muted}>{t('member.noReceipts')}</p>;
  return (
    <ul className={styles.issues}>
      {issues.map((i) => (
        <li key={i.issueNo} className={styles.issue}>
          <span>
            No. {i.receiptNo}
            {i.reissue ? <span className={styles.reissue}> {t('member.reissue', { n: i.issueNo })}</span> : null}
          </span>
          <span>
            {i.addressee} {i.honorific}
          </span>
          <span>{f.money(i.amount)}</span>
          <span className={styles.muted}>{formatHotelDateTime(i.issuedAt)}</span>
          <a href={hrefOf(i.issueNo)} download>
            {t('member.downloadPdf')}
          </a>
        </li>
      ))}
    </ul>
  );
}
