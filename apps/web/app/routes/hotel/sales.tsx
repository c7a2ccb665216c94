import type { Route } from './+types/sales';
import { load } from '../../lib/api.server.ts';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { SaleGrid } from '../../features/sales/sale-grid.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import styles from '../../features/sales/sale-list.module.css';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, '特典・キャンペーン');

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const sales = await load(context, 'getsalelist', { hotelCode: code });
  return { code, sales };
}

export default function HotelSales({ loaderData, matches }: Route.ComponentProps) {
  const { code, sales } = loaderData;
  const { hotel } = matches[1].loaderData;
  const banner = hotel.banners[1] ?? hotel.banners[0];
  return (
    <>
      <PageBanner
        image={banner?.image ?? hotel.showImage}
        imageMobile={banner?.imageMobile ?? hotel.showImage}
        eyebrow="Special Offers"
        title="特典・キャンペーン"
      />
      <section className="section" aria-label={`${hotel.hotelName}の特典一覧`}>
        <div className="container">
          <p className={`${styles.lead} ${styles.hotelLead}`}>
            {hotel.hotelName}でご用意している宿泊プランやレストラン、季節の催しの特典をご紹介します。
            {sales.length > 0 ? <span className={styles.count}>（{sales.length}件）</span> : null}
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
