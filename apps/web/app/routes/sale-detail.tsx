import { data, Link } from 'react-router';
import type { Route } from './+types/sale-detail';
import { isHotelCode } from '@hotel/shared/navigation';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { useFormat } from '../lib/i18n/format.ts';
import { salePath } from '@hotel/shared/navigation';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import detail from '../components/ui/detail.module.css';
import styles from '../features/sales/sale-detail.module.css';
import { anyUntranslated, TranslationNote } from '../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData
      ? { title: args.loaderData.sale.title, description: args.loaderData.sale.salesInfo, image: args.loaderData.sale.showImage || args.loaderData.sale.thumbnail, canonicalPath: salePath(args.loaderData.sale) }
      : { title: '' },
  );

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.saleId) ? Number(params.saleId) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: 'not found' }, { status: 404 });
  const sale = await load(context, 'getsaledetail', { id });
  return { i18n: routeMessages(request, ['sales']), sale };
}

export default function SaleDetail({ loaderData }: Route.ComponentProps) {
  const { sale } = loaderData;
  const t = useT();
  const f = useFormat();
  const hotelRooms = isHotelCode(sale.hotelCode) ? `/${sale.hotelCode}/rooms` : null;
  return (
    <>
      <div className={styles.hero}>
        <img src={sale.showImage} alt="" width={1200} height={800} fetchPriority="high" decoding="async" />
      </div>
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.head}>
            <Breadcrumbs items={[{ label: t('layout.menuHome'), to: '/home' }, { label: t('sales.title'), to: '/sales' }]} className={styles.crumbs} />
            <header className={styles.header}>
              <div className={styles.tags}>
                <span className={detail.tag}>{sale.typeName}</span>
                <span className={styles.hotel}>{sale.hotelName}</span>
              </div>
              <h1 className={detail.title}>{sale.title}</h1>
            </header>
            <p className={styles.info}>{sale.salesInfo}</p>
            <TranslationNote untranslated={anyUntranslated(sale)} inContainer />
          </div>
          <aside className={styles.aside} aria-label={t('sales.summaryLabel')}>
            <dl className={styles.period}>
              <dt>{t('sales.period')}</dt>
              <dd>{f.dateRange(sale.begin, sale.end)}</dd>
            </dl>
            {sale.salesList.length > 0 ? (
              <div>
                <h2 className={styles.asideTitle}>{t('sales.benefits')}</h2>
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
                  {t('sales.viewRoomsAndBook')}
                </Link>
              ) : (
                <Link to="/hotels" className="btn btn--gold">
                  {t('sales.chooseHotelAndBook')}
                </Link>
              )}
            </div>
          </aside>
          <div className={styles.body}>
            <h2 className={styles.detailTitle}>{t('sales.details')}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: sale.content }} />
            <p className={styles.back}>
              <Link to="/sales" className="text-link">
                {t('sales.backToList')}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
