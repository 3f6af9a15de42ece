import { MESSAGES } from '../../../domain';
import { Button, Card, Link } from '../../../components';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import * as styles from './NotFound.css';
import * as pagesMessages from '../messages';
import * as notFoundMessages from './messages';

export type NotFoundProps = {
  /** Address of the home page. */
  homeHref?: string;
  /** In-app navigation; without it the links load pages in full. */
  onNavigate?: NavigateHandler;
};

const SECTIONS = [
  { href: '/ideas', title: notFoundMessages.ideasSection, hint: notFoundMessages.ideasSectionText },
  { href: '/rating', title: notFoundMessages.analystRatingSection, hint: notFoundMessages.analystRatingSectionText },
  { href: '/insider-radar/deals', title: MESSAGES.menuInsiderRadar, hint: notFoundMessages.insiderDealsSectionText },
  { href: '/subscription/plans', title: pagesMessages.plans, hint: notFoundMessages.plansSectionText },
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
        <p className={prose.lead}>{notFoundMessages.notFoundText}</p>
      </header>
      <nav aria-label={notFoundMessages.siteSections}>
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
            {notFoundMessages.toHome}
          </a>
        </Button>
      </div>
    </div>
  );
}
