import { Fragment, useEffect, useRef } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import type { FormValues } from '@hotel/shared/forms/parse-form';
import { RATES_FORM } from '@hotel/shared/forms/rates-bulk';
import { byRestriction, type LimitKey } from '@hotel/shared/restrictions';
import { RATES_LIMITS, WEEKDAY_LABELS } from '@hotel/shared/schemas/admin/rates';
import { Button } from '../../components/admin/button.tsx';
import { FormActions } from '../../components/admin/form-section.tsx';
import styles from './rates-bulk-form.module.css';

interface RatesBulkFormProps {
  roomTypes: { code: string; name: string }[];
  today: string;
  lastDate: string;
  /** What to show in the fields: the refused post, or a cell's night, or the grid's first night. */
  values: FormValues;
  /** Where the form posts: the page's own URL, ending in #rates-result so a post without JavaScript lands on the answer and the grid. */
  action: string;
}

const YES_NO = [
  { value: '', label: '変更しない' },
  { value: RATES_FORM.set, label: '設定する' },
  { value: RATES_FORM.clear, label: '解除する' },
];

/**
 * One change over room types × the chosen weekdays of a date range; every field optional, an
 * empty one stays as it is. Posts to the page's action (works without JavaScript).
 */
export function RatesBulkForm({ roomTypes, today, lastDate, values, action }: RatesBulkFormProps) {
  const submitting = useNavigation().state === 'submitting';
  // A cell's link ends in #bulk: the focus follows it to the form, or the keyboard would go on
  // through the grid's hundreds of links to reach it (WCAG 2.4.3, decision 0080).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#bulk') titleRef.current?.focus();
  }, [hash, key]);
  const checked = (name: string) => values[name] === RATES_FORM.set;
  const select = (name: string, label: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <select name={name} defaultValue={values[name] ?? ''}>
        {YES_NO.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const stay = (name: LimitKey, label: string) => (
    <div className={styles.field}>
      <label htmlFor={`rates-${name}`}>{label}</label>
      <input id={`rates-${name}`} name={name} type="number" inputMode="numeric" min={1} max={RATES_LIMITS.stayMax} defaultValue={values[name] ?? ''} placeholder="変更しない" />
      <label className={styles.inline}>
        <input type="checkbox" name={`${name}${RATES_FORM.clearSuffix}`} value={RATES_FORM.set} defaultChecked={checked(`${name}${RATES_FORM.clearSuffix}`)} /> 解除する
      </label>
    </div>
  );
  // One field per restriction (RESTRICTIONS), named by its key: a yes / no select, or a number of nights.
  const restrictionFields = byRestriction(
    (r, key) => select(key, r.label),
    (r, key) => stay(key, `${r.label}（泊）`),
  );
  return (
    <Form method="post" action={action} className={styles.form} id="bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className={styles.title} ref={titleRef} tabIndex={-1}>
        一括編集
      </h2>
      <p className={styles.help}>選んだ客室タイプ・期間・曜日のすべての日に同じ変更をします。空欄の項目は変更しません。1日だけ変えるときは、カレンダーのセルを押すと、その日が入った状態になります。</p>

      <fieldset className={styles.group}>
        <legend>客室タイプ</legend>
        <div className={styles.checks}>
          {roomTypes.map((r) => (
            <label key={r.code} className={styles.inline}>
              <input type="checkbox" name={`${RATES_FORM.roomTypePrefix}${r.code}`} value={RATES_FORM.set} defaultChecked={checked(`${RATES_FORM.roomTypePrefix}${r.code}`)} />
              {r.code} <span className={styles.muted}>{r.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>期間と曜日</legend>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>開始日</span>
            <input type="date" name="from" min={today} max={lastDate} defaultValue={values.from ?? ''} required />
          </label>
          <label className={styles.field}>
            <span>終了日</span>
            <input type="date" name="to" min={today} max={lastDate} defaultValue={values.to ?? ''} required />
          </label>
        </div>
        <div className={styles.checks} role="group" aria-label="曜日">
          {WEEKDAY_LABELS.map((label, day) => (
            <label key={label} className={styles.inline} data-weekend={day === 0 || day === 6 || undefined}>
              <input type="checkbox" name={`${RATES_FORM.weekdayPrefix}${day}`} value={RATES_FORM.set} defaultChecked={checked(`${RATES_FORM.weekdayPrefix}${day}`)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>変更する項目</legend>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>料金（元・1泊1室）</span>
            <input name="price" type="number" inputMode="numeric" min={RATES_LIMITS.priceMin} max={RATES_LIMITS.priceMax} defaultValue={values.price ?? ''} placeholder="変更しない" />
          </label>
          <label className={styles.field}>
            <span>販売室数</span>
            <input name="rooms" type="number" inputMode="numeric" min={0} max={RATES_LIMITS.roomsMax} defaultValue={values.rooms ?? ''} placeholder="変更しない" />
          </label>
          {Object.entries(restrictionFields).map(([key, field]) => (
            <Fragment key={key}>{field}</Fragment>
          ))}
        </div>
      </fieldset>

      <FormActions>
        <Button type="submit" disabled={submitting}>
          {submitting ? '保存しています…' : 'この内容で保存'}
        </Button>
      </FormActions>
    </Form>
  );
}
