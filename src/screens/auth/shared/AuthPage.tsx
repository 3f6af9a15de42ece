import { useId, type ReactNode } from 'react';
import { Card } from '../../../components';
import * as styles from './AuthPage.css';

type AuthPageProps = {
  title: string;
  subtitle: ReactNode;
  /** Notices above the form (session expired, a message from the previous page). */
  notice?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
};

/** The frame shared by the login and registration pages: a centred card with heading and footer link. */
export function AuthPage({ title, subtitle, notice, children, footer }: AuthPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <Card variant="elevated" padding="lg">
          <div className={styles.panel}>
            <header className={styles.header}>
              <h1 id={titleId} className={styles.title}>
                {title}
              </h1>
              <p className={styles.subtitle}>{subtitle}</p>
            </header>
            {notice}
            {children}
            <p className={styles.footer}>{footer}</p>
          </div>
        </Card>
      </div>
    </section>
  );
}
