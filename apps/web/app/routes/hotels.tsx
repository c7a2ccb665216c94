import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/hotels';
import { DESCRIPTION_CUT, GROUP_CODE } from '@hotel/shared/constants';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { cutText } from '../lib/text.ts';
import { telHref } from '../lib/tel-href.ts';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { FactList } from '../components/ui/fact-list.tsx';
import styles from '../features/hotels/hotel-list.module.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title ?? '', description: args.loaderData?.description });

export async function loader({ context, request }: Route.LoaderArgs) {
  const [hotels, cities] = await Promise.all([
    load(context, 'getHotelInfo', { HotelCode: GROUP_CODE }),
    load(context, 'getGroupCities', {}),
  ]);
  const t = routeTranslator(request, ['citySearch']);
  return { i18n: routeMessages(request, ['citySearch']), title: t('citySearch.hotelsTitle'), description: t('citySearch.hotelsDescription'), hotels, cities: cities.groups.flatMap((g) => g.citys) };
}

export default function Hotels({ loaderData }: Route.ComponentProps) {
  const { hotels, cities } = loaderData;
  const [params] = useSearchParams();
  const t = useT();
  // A city picked on Home (mobile city images) arrives as ?city=; the spec stores it as cityCode.
  const city = params.get('city');
  const shown = city ? hotels.filter((h) => h.cityCode === city) : hotels;

  return (
    <>
      <PageBanner image="/img/group/hotels-banner.webp" imageMobile="/img/group/hotels-banner-m.webp" eyebrow="Hotels & Resorts" title={t('citySearch.hotelsTitle')} />
      <section className="section">
        <div className="container">
          <nav className={styles.filters} aria-label={t('citySearch.filterByCity')}>
            <Link to="/hotels" className={!city ? styles.filterActive : styles.filter} aria-current={!city ? 'page' : undefined} preventScrollReset>
              {t('citySearch.all')}
            </Link>
            {cities.map((c) => (
              <Link
                key={c.ctCode}
                to={`/hotels?city=${c.ctCode}`}
                className={city === c.ctCode ? styles.filterActive : styles.filter}
                aria-current={city === c.ctCode ? 'page' : undefined}
                preventScrollReset
              >
                {c.cnName}
              </Link>
            ))}
          </nav>
          <ul className={styles.list}>
            {shown.map((hotel, i) => (
              <li key={hotel.hotelCode} className={styles.item}>
                <div className={styles.thumb}>
                  <ResponsiveImage src={hotel.thumbnail} alt={hotel.hotelName} width={640} height={420} priority={i === 0} />
                </div>
                <div className={styles.body}>
                  <div className={styles.badges}>
                    <span className={styles.badge}>{hotel.feature}</span>
                    <span className={styles.badgeOutline}>{hotel.businessType}</span>
                  </div>
                  <h2 className={styles.name}>
                    {hotel.isPreOpenning ? (
                      <>
                        {hotel.hotelName} <span className={styles.openUp}>(open up)</span>
                      </>
                    ) : (
                      <Link to={`/${hotel.hotelCode}/home`}>{hotel.hotelName}</Link>
                    )}
                  </h2>
                  <p className={styles.nameEn}>{hotel.nameEn}</p>
                  <p className={styles.description}>{cutText(hotel.description, DESCRIPTION_CUT)}</p>
                  <FactList
                    className={styles.facts}
                    facts={[
                      [t('citySearch.address'), hotel.address],
                      [t('citySearch.zipCode'), hotel.zipCode],
                      [t('citySearch.tel'), <a href={telHref(hotel.tel)}>{hotel.tel}</a>],
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
