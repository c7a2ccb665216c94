import type { Route } from './+types/sales';
import { load } from '../../lib/api.server.ts';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { SaleGrid } from '../../features/sales/sale-grid.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import styles from '../../features/sales/sale-list.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '');

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const sales = await load(context, 'getsalelist', { hotelCode: code });
  const t = routeTranslator(request, ['sales']);
  return { i18n: routeMessages(request, ['sales']), title: t('sales.hotelTitle'), code, sales };
}

export default function HotelSales({ loaderData, matches }: Route.ComponentProps) {
  const { code, sales } = loaderData;
  const t = useT();
  const { hotel } = matches[1].loaderData;
  const banner = hotel.banners[1] ?? hotel.banners[0];
  return (
    <>
      <PageBanner
        image={banner?.image ?? hotel.showImage}
        imageMobile={banner?.imageMobile ?? hotel.showImage}
        eyebrow="Special Offers"
        title={t('sales.hotelTitle')}
      />
      <section className="section" aria-label={t('sales.hotelListLabel', { hotel: hotel.hotelName })}>
        <div className="container">
          <p className={`${styles.lead} ${styles.hotelLead}`}>
            {t('sales.hotelLead', { hotel: hotel.hotelName })}
            {sales.length > 0 ? <span className={styles.count}>{t('sales.hotelCount', { count: sales.length })}</span> : null}
          </p>
          {sales.length > 0 ? (
            <SaleGrid sales={sales} hrefFor={(sale) => `/${code}/sales/${sale.id}`} headingLevel="h2" layout="centered" />
          ) : (
            <NoRecord />
          )}
        </div>
      </section>
    </>
  );
}
