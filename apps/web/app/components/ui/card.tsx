import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './card.module.css';

interface CardImage {
  src: string;
  width: number;
  height: number;
  /** The picture's shape on the card, as CSS aspect-ratio ('3 / 2'). */
  ratio: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

interface CardProps {
  image?: CardImage | null;
  title: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The title's link; it covers the whole card, so the card is one click target and one tab stop. */
  href?: string;
  /** A short line above the title (date, hotel, city, English name). */
  kicker?: ReactNode;
  /** Set the kicker in the Latin display face (English room names). */
  latinKicker?: boolean;
  /** Laid over the picture (offer type, room number). */
  badge?: ReactNode;
  /** Set at the bottom of the card, under the text. */
  footer?: ReactNode;
  /**
   * 'boxed' (default): white with a border and a lift on hover; 'compact': the same, tighter;
   * 'plain': no box, a ruled title; 'bare': no box, a tall picture and a small title (stories).
   */
  variant?: 'boxed' | 'compact' | 'plain' | 'bare';
  children?: ReactNode;
  className?: string;
}

/** The site's picture card: offers, news, hotels, rooms and venues all share its box, picture and type. */
export function Card({ image, title, headingLevel: Heading = 'h3', href, kicker, latinKicker, badge, footer, variant = 'boxed', children, className }: CardProps) {
  return (
    <article className={`${styles.card} ${styles[variant]} ${className ?? ''}`}>
      {image || badge ? (
        <div className={styles.media}>
          {image ? (
            <img
              src={image.src}
              alt=""
              width={image.width}
              height={image.height}
              loading={image.eager ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.image}
              style={{ '--card-ratio': image.ratio } as CSSProperties}
            />
          ) : null}
          {badge}
        </div>
      ) : null}
      <div className={styles.body}>
        {kicker ? (
          <p className={`${styles.kicker} ${latinKicker ? styles.latin : ''}`} lang={latinKicker ? 'en' : undefined}>
            {kicker}
          </p>
        ) : null}
        <Heading className={styles.title}>
          {href ? (
            <Link to={href} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}

/** Card text under the title: small and muted. */
export function CardText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A small muted line: a period, a size, a link hint. */
export function CardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** A label laid over the card's picture. */
export function CardBadge({ children, tone = 'label' }: { children: ReactNode; tone?: 'label' | 'number' | 'tab' }) {
  return (
    <span className={styles[tone]} aria-hidden={tone === 'label' ? undefined : true}>
      {children}
    </span>
  );
}

/** An uppercase "Read more" line at the card's foot, with a rule (or an arrow) that moves on hover. */
export function CardMore({ children, arrow }: { children: ReactNode; arrow?: boolean }) {
  return (
    <span className={`${styles.more} ${arrow ? styles.arrow : ''}`} aria-hidden="true">
      {children}
    </span>
  );
}
