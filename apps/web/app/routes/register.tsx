import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/register';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { T, useT } from '../lib/i18n/i18n.tsx';
import type { MessageId } from '../lib/i18n/messages.ts';
import { useSiteState } from '../lib/site-state.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { RegisterDoneDialog } from '../features/auth/register-done-dialog.tsx';
import { setLoginPrefill } from '../features/auth/login-prefill.ts';
import { submitRegistration } from '../features/auth/register.server.ts';
import styles from '../features/auth/register-form.module.css';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', description: args.loaderData?.description });

const BENEFITS: { title: MessageId; text: MessageId }[] = [
  { title: 'register.benefitPoints', text: 'register.benefitPointsText' },
  { title: 'register.benefitLevels', text: 'register.benefitLevelsText' },
  { title: 'register.benefitBookings', text: 'register.benefitBookingsText' },
];

/** The page's words (the register form's, the login hint's); its title and description for meta. */
export function loader({ request }: Route.LoaderArgs) {
  const t = routeTranslator(request, ['register']);
  return { i18n: routeMessages(request, ['register']), title: t('register.title'), description: t('register.metaDescription') };
}

/** The form posts here: the shared schema, then POST /user/register (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitRegistration(request, context);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { userName, openLogin } = useSiteState();
  const navigate = useNavigate();
  const t = useT();
  const registeredMobile = actionData?.ok ? actionData.mobile : null;
  // Spec §4: success offers to log in or go home (a dialog with JavaScript; the card says so too).
  const [registered, setRegistered] = useState<string | null>(null);
  useEffect(() => setRegistered(registeredMobile), [actionData, registeredMobile]);

  return (
    <section className={`section section--tint ${styles.page}`}>
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside} aria-labelledby="register-benefits">
          <img src="/img/group/courtesy.webp" alt="" width={1200} height={800} className={styles.asideImage} decoding="async" />
          <div className={styles.asideBody}>
            <span className={`eyebrow ${styles.asideEyebrow}`}>Golden Fan Members</span>
            <h2 id="register-benefits" className={styles.asideTitle}>
              {t('register.benefitsTitle')}
            </h2>
            <ul className={styles.benefits}>
              {BENEFITS.map((b) => (
                <li key={b.title}>
                  <strong>{t(b.title)}</strong>
                  <span>{t(b.text)}</span>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className={styles.card}>
          <SectionHeading as="h1" eyebrow="Join Us" title={t('register.title')} align="left">
            {t('register.lead')}
          </SectionHeading>
          {registeredMobile ? (
            <div className={styles.signedIn} role="status">
              <p>{t('register.doneText', { mobile: registeredMobile })}</p>
              <Link to="/home" className="btn">
                {t('register.backHome')}
              </Link>
            </div>
          ) : userName ? (
            <div className={styles.signedIn}>
              <p>{t('register.alreadySignedIn', { name: userName })}</p>
              <Link to="/courtesy" className="btn">
                {t('register.toMemberPage')}
              </Link>
            </div>
          ) : (
            <RegisterForm result={actionData} />
          )}
          {userName ? null : (
            <p className={styles.loginHint}>
              <T id="register.loginHint" components={{ 0: <button type="button" className={styles.linkButton} onClick={openLogin} aria-haspopup="dialog" /> }} />
            </p>
          )}
        </div>
      </div>

      <RegisterDoneDialog
        open={registered !== null}
        onClose={() => setRegistered(null)}
        onHome={() => navigate('/home')}
        onLogin={async () => {
          if (registered) setLoginPrefill(registered);
          await navigate('/home');
          openLogin();
        }}
      />
    </section>
  );
}
