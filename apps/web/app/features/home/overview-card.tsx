import { Link } from 'react-router';
import styles from './overview-card.module.css';

interface OverviewCardProps {
  hotelCount: number;
  cityCount: number;
}

/** The company overview on Home, leading to the About us page. */
export function OverviewCard({ hotelCount, cityCount }: OverviewCardProps) {
  return (
    <div className={styles.overview}>
      <div className={styles.media}>
        <img src="/img/group/overview.webp" alt="西湖のほとりに佇むフェルトンの旗艦ホテル" width={1200} height={800} loading="lazy" decoding="async" />
      </div>
      <div className={styles.card}>
        <span className="eyebrow">About Felton</span>
        <h2 className={styles.title}>
          江南の美意識を、
          <br />
          旅のすべてに
        </h2>
        <p className={styles.text}>
          フェルトン・ホテルズ&amp;リゾーツは、杭州に本社を置くホテルグループです。西湖のほとりの旗艦ホテルから、茶畑に抱かれたリゾート、運河の町の都市型ホテルまで。土地の文化と食を大切にしたおもてなしで、国内外のお客様をお迎えしています。
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>創業</dt>
            <dd>
              <span className={styles.figure}>2004</span>年
            </dd>
          </div>
          <div>
            <dt>ホテル</dt>
            <dd>
              <span className={styles.figure}>{hotelCount}</span>軒
            </dd>
          </div>
          <div>
            <dt>都市</dt>
            <dd>
              <span className={styles.figure}>{cityCount}</span>都市
            </dd>
          </div>
        </dl>
        <Link to="/home/about-us" className="btn btn--ghost" aria-label="フェルトンについて詳しく見る">
          詳しく見る
        </Link>
      </div>
    </div>
  );
}
