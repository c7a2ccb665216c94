import { redirect } from 'react-router';
import type { Route } from './+types/content-page';
import { DESCRIPTION_CUT, FOOTER_PAGES, type FooterPageName } from '@hotel/shared/constants';
import { isHotelCode } from '@hotel/shared/navigation';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { cutText, plainText } from '../lib/text.ts';
import { ContentBanner } from '../features/content/content-banner.tsx';
import { ContentTabs } from '../features/content/content-tabs.tsx';
import detail from '../components/ui/detail.module.css';
import styles from '../features/content/content-page.module.css';
import { anyUntranslated, TranslationNote } from '../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData ? { title: args.loaderData.page.title, description: cutText(plainText(args.loaderData.page.Content), DESCRIPTION_CUT), image: args.loaderData.page.banner || undefined } : { title: '' });

function isFooterPage(name: string): name is FooterPageName {
  return Object.hasOwn(FOOTER_PAGES, name);
}

/** /{footerNavName}: one of the six information pages; any other name is sent to / (navigation guard). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const name = params.footerNavName;
  // A bare hotel code is that hotel's home; every other unknown name goes to / (navigation guard).
  if (isHotelCode(name)) throw redirect(`/${name}/home`);
  if (!isFooterPage(name)) throw redirect('/');
  const page = await load(context, 'page', { code: FOOTER_PAGES[name] });
  return { i18n: routeMessages(request, ['content']), name, page };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { name, page } = loaderData;
  const t = useT();
  return (
    <>
      <ContentBanner image={page.banner} imageMobile={page.bannerMob} caption="Information" />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <ContentTabs current={name} />
          <article className={styles.content}>
            <header className={`${detail.header} ${styles.header}`}>
              <h1 className={styles.title}>{page.title}</h1>
              <p className={styles.titleEn} lang="en">
                {page.titleEn}
              </p>
            </header>
            <TranslationNote untranslated={anyUntranslated(page)} inContainer />
            <h2 className="visually-hidden">{t('content.body')}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: page.Content }} />
          </article>
        </div>
      </section>
    </>
  );
}
