import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/register';
import { pageMeta } from '../lib/meta.ts';
import { useSiteState } from '../lib/site-state.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { RegisterDoneDialog } from '../features/auth/register-done-dialog.tsx';
import { setLoginPrefill } from '../features/auth/login-prefill.ts';
import { submitRegistration } from '../features/auth/register.server.ts';
import styles from '../features/auth/register-form.module.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: '新規会員登録', description: 'ゴールデンファン会員への登録は無料です。携帯電話番号とSMS確認コードでご登録いただけます。' });

const BENEFITS = [
  { title: 'ポイント', text: 'ご宿泊ごとにボーナスポイントが貯まります' },
  { title: '会員ランク', text: 'シルバーからダイヤモンドまで、ランクに応じたご優待' },
  { title: '予約管理', text: 'ご予約の確認・お支払い・キャンセルをオンラインで' },
];

/** The form posts here: the shared schema, then POST /user/register (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitRegistration(request, context);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { userName, openLogin } = useSiteState();
  const navigate = useNavigate();
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
              会員の特典
            </h2>
            <ul className={styles.benefits}>
              {BENEFITS.map((b) => (
                <li key={b.title}>
                  <strong>{b.title}</strong>
                  <span>{b.text}</span>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className={styles.card}>
          <SectionHeading as="h1" eyebrow="Join Us" title="新規会員登録" align="left">
            ご登録は無料です。入会と同時にシルバーカードが発行されます。
          </SectionHeading>
          {registeredMobile ? (
            <div className={styles.signedIn} role="status">
              <p>会員登録が完了しました。ご登録の携帯電話番号（{registeredMobile}）で、続けてログインできます。</p>
              <Link to="/home" className="btn">
                ホームへ戻る
              </Link>
            </div>
          ) : userName ? (
            <div className={styles.signedIn}>
              <p>{userName} 様はすでにログインしています。</p>
              <Link to="/courtesy" className="btn">
                会員ページへ
              </Link>
            </div>
          ) : (
            <RegisterForm result={actionData} />
          )}
          {userName ? null : (
            <p className={styles.loginHint}>
              すでに会員の方は{' '}
              <button type="button" className={styles.linkButton} onClick={openLogin} aria-haspopup="dialog">
                こちらからログイン
              </button>
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
