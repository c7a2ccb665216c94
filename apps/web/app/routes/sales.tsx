import type { Route } from './+types/sales';
import { GROUP_CODE, SALE_TYPES } from '@hotel/shared/constants';
import { MESSAGES } from '@hotel/shared/messages';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { NoRecord } from '../components/ui/no-record.tsx';
import { SaleGrid } from '../features/sales/sale-grid.tsx';
import { SaleTypeFilters } from '../features/sales/sale-type-filters.tsx';
import styles from '../features/sales/sale-list.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', description: args.loaderData?.description });

/** Known types first in their fixed order, then any others as they come. */
function typeOrder(type: string): number {
  const i = (SALE_TYPES as readonly string[]).indexOf(type);
  return i === -1 ? SALE_TYPES.length : i;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = routeTranslator(request, ['sales']);
  const type = new URL(request.url).searchParams.get('type')?.trim() || null;
  const sales = await load(context, 'getsalelist', { hotelCode: GROUP_CODE });
  const types = [...new Set(sales.map((s) => s.typeName))].sort((a, b) => typeOrder(a) - typeOrder(b));
  return { i18n: routeMessages(request, ['sales']), title: t('sales.metaTitle'), description: t('sales.metaDescription'), type, types, sales: type ? sales.filter((s) => s.typeName === type) : sales };
}

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { type, types, sales } = loaderData;
  const t = useT();
  return (
    <>
      <PageBanner image="/img/group/sales-banner.webp" imageMobile="/img/group/sales-banner-m.webp" eyebrow="Special Offers" title={t('sales.title')} />
      <section className="section">
        <div className="container">
          <p className={styles.lead}>{t('sales.lead')}</p>
          <SaleTypeFilters types={types} current={type} basePath="/sales" />
          <p className="visually-hidden" role="status">
            {t('sales.shownCount', { count: sales.length })}
          </p>
          {sales.length === 0 ? (
            <NoRecord text={MESSAGES.noRecord} />
          ) : (
            <SaleGrid sales={sales} hrefFor={(sale) => `/sales/${sale.id}`} headingLevel="h2" />
          )}
        </div>
      </section>
    </>
  );
}
