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
  // "‹ 30日" reads as 30日前へ: the arrow is hidden from the name and 前へ / 後へ is hidden from the eye,
  // so the name holds the words shown (WCAG 2.5.3) and says which way.
  const step = (offset: number, days: string, way: '前へ' | '後へ') => {
    const to = linkFrom(offset);
    const arrows = offset < 0 ? '‹'.repeat(Math.abs(offset) / 30) : '›'.repeat(offset / 30);
    const label = (
      <>
        {offset < 0 ? <span aria-hidden="true">{arrows} </span> : null}
        {days}
        <span className="visually-hidden">{way}</span>
        {offset > 0 ? <span aria-hidden="true"> {arrows}</span> : null}
      </>
    );
    return to ? (
      <ButtonLink to={to} variant="secondary" className={styles.step}>
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
        {step(-60, '60日', '前へ')}
        {step(-30, '30日', '前へ')}
        {from !== today ? (
          <ButtonLink to={linkFrom(Number.NEGATIVE_INFINITY) ?? '#'} variant="secondary" className={styles.step}>
            今日
          </ButtonLink>
        ) : null}
        {step(30, '30日', '後へ')}
        {step(60, '60日', '後へ')}
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
