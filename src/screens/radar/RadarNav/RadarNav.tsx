import { clsx } from 'clsx';
import { MESSAGES } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './RadarNav.css';

export const radarSections = ['deals', 'buybacks'] as const;
export type RadarSection = (typeof radarSections)[number];

const SECTIONS: Record<RadarSection, { href: string; label: string }> = {
  deals: { href: '/insider-radar/deals', label: MESSAGES.menuDeals },
  buybacks: { href: '/insider-radar/buybacks', label: MESSAGES.menuBuybacks },
};

/** Switch between the two insider radar pages; the current one carries aria-current="page". */
export function RadarNav({ current, onNavigate }: { current: RadarSection; onNavigate?: NavigateHandler }) {
  return (
    <nav aria-label={MESSAGES.menuInsiderRadar} className={styles.nav}>
      {radarSections.map((section) => {
        const { href, label } = SECTIONS[section];
        const active = section === current;
        return (
          <a
            key={section}
            href={href}
            aria-current={active ? 'page' : undefined}
            className={clsx(styles.link)}
            onClick={inAppClick(onNavigate, href)}
          >
            {label}
          </a>
        );
      })}
    </nav>
  );
}
