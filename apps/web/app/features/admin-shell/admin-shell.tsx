import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { STAFF_ROLE_LABELS } from '@hotel/shared/schemas/admin/permissions';
import type { AdminLayoutData } from '../../components/admin/admin-context.ts';
import { HOTEL_PARAM, withHotel } from '../../lib/admin-hotel.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { isCurrentSection, sectionsFor } from './admin-sections.ts';
import styles from './admin-shell.module.css';

/**
 * The back office's frame: a top bar (group, hotel switcher, the person, sign-out), the side
 * navigation of the person's sections (a menu under the bar on a phone) and the page.
 */
export function AdminShell({ data, children }: { data: AdminLayoutData; children: ReactNode }) {
  const { me, hotel, groupName, demoMode } = data;
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a href="#admin-main" className="skip-link">
        本文へスキップ
      </a>
      <header className={styles.topbar}>
        <Link to={withHotel('/admin', hotel.code)} className={styles.brand}>
          <span className={styles.group}>{groupName}</span>
          <span className={styles.product}>管理画面</span>
          {demoMode ? <span className={styles.demo}>デモ</span> : null}
        </Link>
        <HotelSwitcher data={data} pathname={pathname} />
        <div className={styles.account}>
          <Person me={me} />
          <SignOutForms />
        </div>
        {/* A phone: the sections and the account behind one menu button (works without JavaScript). */}
        <details className={styles.drawer} key={pathname}>
          <summary className={styles.menuButton}>
            <span className={styles.burger} aria-hidden="true" />
            メニュー
          </summary>
          <div className={styles.drawerPanel}>
            <Person me={me} />
            <AdminNav data={data} pathname={pathname} label="管理メニュー（モバイル）" />
            <SignOutForms />
          </div>
        </details>
      </header>
      <div className={styles.body}>
        <aside className={styles.sidebar}>
          <AdminNav data={data} pathname={pathname} label="管理メニュー" />
        </aside>
        <main id="admin-main" className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

function Person({ me }: { me: AdminLayoutData['me'] }) {
  return (
    <p className={styles.person}>
      {/* My account: the second factor and signing out everywhere (routes/admin/account.tsx). */}
      <Link to="/admin/account" className={styles.personName} title="マイアカウント（二段階認証）">
        {me.name}
      </Link>
      <span className={styles.role}>{STAFF_ROLE_LABELS[me.role]}</span>
    </p>
  );
}

function SignOutForms() {
  return (
    <div className={styles.signOut}>
      <Form method="post" action="/admin/logout">
        <button type="submit" className={styles.signOutButton}>
          ログアウト
        </button>
      </Form>
      <Form method="post" action="/admin/logout">
        <input type="hidden" name="scope" value="all" />
        <button type="submit" className={styles.signOutButton}>
          すべての端末からログアウト
        </button>
      </Form>
    </div>
  );
}

/** The hotel this page acts for: a GET form that reloads the same page with ?hotel=. */
function HotelSwitcher({ data, pathname }: { data: AdminLayoutData; pathname: string }) {
  const hydrated = useHydrated();
  const { hotels, hotel } = data;
  if (hotels.length === 1) {
    return (
      <p className={styles.hotelOnly}>
        <span className={styles.hotelLabel}>ホテル</span>
        {hotel.name}
      </p>
    );
  }
  return (
    <Form method="get" action={pathname} className={styles.switcher}>
      <label htmlFor="admin-hotel" className={styles.hotelLabel}>
        ホテル
      </label>
      <select
        id="admin-hotel"
        name={HOTEL_PARAM}
        defaultValue={hotel.code}
        key={hotel.code}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className={styles.hotelSelect}
      >
        {hotels.map((h) => (
          <option key={h.code} value={h.code}>
            {h.name}
          </option>
        ))}
      </select>
      {/* Without JavaScript the change needs a button; with it the choice applies at once. */}
      <button type="submit" className={hydrated ? 'visually-hidden' : styles.switchButton}>
        切替
      </button>
    </Form>
  );
}

function AdminNav({ data, pathname, label }: { data: AdminLayoutData; pathname: string; label: string }) {
  const sections = sectionsFor(data.me.role);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <Link
              to={withHotel(section.path, data.hotel.code)}
              className={styles.navLink}
              aria-current={isCurrentSection(section, pathname) ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
