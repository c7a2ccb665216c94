import type { ReactNode } from 'react';
import styles from './admin-login.module.css';

/** The signed-out pages' frame (sign-in, set-password): the group's name over the page's title and form. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>
          フェルトン・ホテルズ&amp;リゾーツ <span>管理画面</span>
        </p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
