import { data, Link } from 'react-router';
import type { Route } from './+types/sale-detail';
import { isHotelCode } from '@hotel/shared/navigation';
import { load } from '../../lib/api.server.ts';
import { routeMessages } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';
import { cutText, plainText } from '../../lib/text.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { salePath } from '@hotel/shared/navigation';
import { SaleBookingCard } from '../../features/hotel/sale-booking-card.tsx';
import detail from '../../components/ui/detail.module.css';
import styles from '../../features/hotel/sale-detail.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) => {
  const sale = args.loaderData?.sale;
  return hotelPageMeta(args, sale?.title ?? '', sale ? cutText(sale.salesInfo || plainText(sale.content), 110) : undefined, {
    image: sale?.showImage || sale?.thumbnail || undefined,
    canonicalPath: sale ? salePath(sale) : undefined,
  });
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const raw = params.saleId ?? '';
  // Anything but a positive whole number cannot be an offer: a 404 rather than a 400.
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw data({ message: 'not found' }, { status: 404 });
  const sale = await load(context, 'getsaledetail', { id: Number(raw) });
  // An offer of another hotel is still shown here; booking goes to the hotel that offers it.
  const bookingHotel = isHotelCode(sale.hotelCode) ? sale.hotelCode : code;
  return { i18n: routeMessages(request, ['sales']), code, sale, bookingHotel };
}

export default function HotelSaleDetail({ loaderData, matches }: Route.ComponentProps) {
  const { code, sale, bookingHotel } = loaderData;
  const { hotel } = matches[1].loaderData;
  const otherHotel = bookingHotel !== code;
  const t = useT();
  const f = useFormat();
  return (
    <article>
      <Breadcrumbs
        items={[{ label: hotel.hotelName, to: `/${code}/home` }, { label: t('sales.hotelTitle'), to: `/${code}/sales` }, { label: sale.title }]}
        className={`container ${styles.crumbs}`}
      />
      <header className={`container ${styles.header}`}>
        <p className={`${detail.tag} ${styles.type}`}>{sale.typeName}</p>
        <h1 className={styles.title}>{sale.title}</h1>
        <p className={styles.meta}>
          <span>{sale.hotelName}</span>
          <span>
            <span className="visually-hidden">{t('sales.periodLabel')}</span>
            {f.dateRange(sale.begin, sale.end)}
          </span>
        </p>
        <TranslationNote untranslated={anyUntranslated(sale)} inContainer />
      </header>
      <div className={`container ${styles.hero}`}>
        <ResponsiveImage src={sale.showImage || sale.thumbnail} alt="" width={1600} height={700} priority className={styles.heroImage} />
      </div>
      <div className={`container ${styles.grid}`}>
        <div className={styles.main}>
          {sale.salesInfo ? <p className={styles.info}>{sale.salesInfo}</p> : null}
          {sale.salesList.length > 0 ? (
            <section className={styles.benefits} aria-labelledby="sale-benefits">
              <h2 id="sale-benefits" className={styles.subtitle}>
                {t('sales.planBenefits')}
              </h2>
              <ul>
                {sale.salesList.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="prose" dangerouslySetInnerHTML={{ __html: sale.content }} />
        </div>
        <SaleBookingCard
          period={f.dateRange(sale.begin, sale.end)}
          roomsHref={`/${bookingHotel}/rooms`}
          offeredBy={otherHotel ? sale.hotelName : null}
          tel={otherHotel ? null : hotel.tel}
        />
      </div>
      <div className={`container ${styles.back}`}>
        <Link to={`/${code}/sales`} className="btn btn--ghost">
          {t('sales.backToList')}
        </Link>
      </div>
    </article>
  );
}
