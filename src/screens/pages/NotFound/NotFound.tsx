import { MESSAGES } from '../../../domain';
import { Button, Card, Link } from '../../../components';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import * as styles from './NotFound.css';

export type NotFoundProps = {
  /** Address of the home page. */
  homeHref?: string;
  /** In-app navigation; without it the links load pages in full. */
  onNavigate?: NavigateHandler;
};

const SECTIONS = [
  { href: '/ideas', title: 'Инвестиционные идеи', hint: 'Идеи брокеров и аналитиков с целевой ценой и сроком' },
  { href: '/rating', title: 'Рейтинг аналитиков', hint: 'Кто чаще других достигает целевых цен' },
  { href: '/insider-radar/deals', title: 'Инсайдер радар', hint: 'Сделки руководителей и крупных акционеров компаний' },
  { href: '/subscription/plans', title: 'Тарифы', hint: 'Что даёт PRO доступ и сколько он стоит' },
] as const;

/** The 404 page (/404): the spec sends every HTTP 404 here. The app renders it inside its <main>. */
export function NotFound({ homeHref = '/', onNavigate }: NotFoundProps) {
  return (
    <div className={prose.page}>
      <header className={prose.header}>
        <p className={styles.code} aria-hidden>
          404
        </p>
        <h1 id="not-found-title" className={prose.title}>
          {MESSAGES.notFound}
        </h1>
        <p className={prose.lead}>
          Возможно, ссылка устарела или в адресе есть опечатка. Проверьте адрес, воспользуйтесь поиском по акциям и
          инсайдерам или перейдите в один из разделов.
        </p>
      </header>
      <nav aria-label="Разделы сайта">
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Card padding="md">
                <Link
                  href={section.href}
                  variant="standalone"
                  className={styles.sectionLink}
                  onClick={inAppClick(onNavigate, section.href)}
                >
                  {section.title}
                </Link>
                <p className={styles.sectionHint}>{section.hint}</p>
              </Card>
            </li>
          ))}
        </ul>
      </nav>
      <div className={prose.actions}>
        <Button asChild>
          <a href={homeHref} onClick={inAppClick(onNavigate, homeHref)}>
            На главную
          </a>
        </Button>
      </div>
    </div>
  );
}
