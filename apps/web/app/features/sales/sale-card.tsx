import { Link } from 'react-router';
import type { Sale } from '@hotel/shared/schemas/hotel';
import { formatPeriod } from '../../lib/dates.ts';
import styles from './sale-card.module.css';

interface SaleCardProps {
  sale: Sale;
  /** Detail link: /sales/{id} on the group site, /{hotelCode}/sales/{id} on a hotel's. */
  href: string;
  headingLevel?: 'h2' | 'h3';
}

export function SaleCard({ sale, href, headingLevel: Heading = 'h3' }: SaleCardProps) {
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img src={sale.thumbnail} alt="" width={640} height={420} loading="lazy" decoding="async" className={styles.image} />
        <span className={styles.type}>{sale.typeName}</span>
      </Link>
      <div className={styles.body}>
        <p className={styles.hotel}>{sale.hotelName}</p>
        <Heading className={styles.title}>
          <Link to={href}>{sale.title}</Link>
        </Heading>
        <p className={styles.info}>{sale.salesInfo}</p>
        <p className={styles.period}>
          <span className="visually-hidden">期間</span>
          {formatPeriod(sale.begin, sale.end)}
        </p>
      </div>
    </article>
  );
}
