import { Form } from 'react-router';
import { Button, ButtonLink, buttonClass } from '../../components/admin/button.tsx';
import styles from './rates-nav.module.css';

interface RatesNavProps {
  hotel: string;
  from: string;
  today: string;
  lastDate: string;
  /** The link to the calendar from another first night (clamped by the caller). */
  linkFrom: (offsetDays: number) => string | null;
}

/** ‹ › by 30 or 60 nights, back to today, and a jump to any night up to a year ahead (a GET form: no JavaScript needed). */
export function RatesNav({ hotel, from, today, lastDate, linkFrom }: RatesNavProps) {
  const step = (offset: number, label: string, aria: string) => {
    const to = linkFrom(offset);
    return to ? (
      <ButtonLink to={to} variant="secondary" className={styles.step} aria-label={aria}>
        {label}
      </ButtonLink>
    ) : (
      <span className={buttonClass('secondary', 'md', styles.step)} aria-disabled="true">
        {label}
      </span>
    );
  };
  return (
    <div className={styles.nav}>
      <div className={styles.steps}>
        {step(-60, '‹‹ 60日', '60日前へ')}
        {step(-30, '‹ 30日', '30日前へ')}
        {from !== today ? (
          <ButtonLink to={linkFrom(Number.NEGATIVE_INFINITY) ?? '#'} variant="secondary" className={styles.step}>
            今日
          </ButtonLink>
        ) : null}
        {step(30, '30日 ›', '30日後へ')}
        {step(60, '60日 ››', '60日後へ')}
      </div>
      <Form method="get" className={styles.jump}>
        <input type="hidden" name="hotel" value={hotel} />
        <label htmlFor="rates-jump">表示開始日</label>
        <input id="rates-jump" type="date" name="from" defaultValue={from} min={today} max={lastDate} required />
        <Button type="submit">表示</Button>
      </Form>
    </div>
  );
}
