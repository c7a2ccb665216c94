import { data, Link } from 'react-router';
import type { Route } from './+types/sale-detail';
import { isHotelCode } from '@hotel/shared/navigation';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { salePath } from '@hotel/shared/navigation';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { formatPeriod } from '../lib/dates.ts';
import detail from '../components/ui/detail.module.css';
import styles from '../features/sales/sale-detail.module.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData
      ? { title: args.loaderData.sale.title, description: args.loaderData.sale.salesInfo, image: args.loaderData.sale.showImage || args.loaderData.sale.thumbnail, canonicalPath: salePath(args.loaderData.sale) }
      : { title: '特典' },
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.saleId) ? Number(params.saleId) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: 'not found' }, { status: 404 });
  const sale = await load(context, 'getsaledetail', { id });
  return { sale };
}

export default function SaleDetail({ loaderData }: Route.ComponentProps) {
  const { sale } = loaderData;
  const hotelRooms = isHotelCode(sale.hotelCode) ? `/${sale.hotelCode}/rooms` : null;
  return (
    <>
      <div className={styles.hero}>
        <img src={sale.showImage} alt="" width={1200} height={800} fetchPriority="high" decoding="async" />
      </div>
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.head}>
            <Breadcrumbs items={[{ label: 'ホーム', to: '/home' }, { label: '特典', to: '/sales' }]} className={styles.crumbs} />
            <header className={styles.header}>
              <div className={styles.tags}>
                <span className={detail.tag}>{sale.typeName}</span>
                <span className={styles.hotel}>{sale.hotelName}</span>
              </div>
              <h1 className={detail.title}>{sale.title}</h1>
            </header>
            <p className={styles.info}>{sale.salesInfo}</p>
          </div>
          <aside className={styles.aside} aria-label="プランの概要">
            <dl className={styles.period}>
              <dt>期間</dt>
              <dd>{formatPeriod(sale.begin, sale.end)}</dd>
            </dl>
            {sale.salesList.length > 0 ? (
              <div>
                <h2 className={styles.asideTitle}>特典内容</h2>
                <ul className={styles.benefits}>
                  {sale.salesList.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.actions}>
              {hotelRooms ? (
                <Link to={hotelRooms} className="btn btn--gold">
                  客室を見る・予約する
                </Link>
              ) : (
                <Link to="/hotels" className="btn btn--gold">
                  ホテルを選んで予約する
                </Link>
              )}
            </div>
          </aside>
          <div className={styles.body}>
            <h2 className={styles.detailTitle}>プランの詳細</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: sale.content }} />
            <p className={styles.back}>
              <Link to="/sales" className="text-link">
                ← 特典一覧へ戻る
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
