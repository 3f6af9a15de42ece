import { Pagination } from '../../../components';
import { isPlainClick } from '../../shared/inAppLink';
import { BestForecasters, type BestForecastersProps } from '../BestForecasters';
import * as styles from './RatingPage.css';
import * as ratingMessages from './messages';

/** Who the rating ranks. */
export const ratingKinds = ['analyst', 'broker'] as const;
export type RatingKind = (typeof ratingKinds)[number];

/** The periods the API counts the rating over (GET /api/forecasters?period=), as the page offers them. */
export const RATING_PERIODS = [
  { value: '1m', label: ratingMessages.periodMonth },
  { value: '3m', label: ratingMessages.periodQuarter },
  { value: '1y', label: ratingMessages.periodYear },
  { value: 'all', label: ratingMessages.periodAll },
] as const;

const KIND_LABELS: Readonly<Record<RatingKind, string>> = {
  analyst: ratingMessages.kindAnalysts,
  broker: ratingMessages.kindBrokers,
};

export type RatingPageProps = Omit<BestForecastersProps, 'toolbar' | 'kind'> & {
  kind: RatingKind;
  /** The address of the rating of a kind (a real link: a new tab, a shared address). */
  kindHref: (kind: RatingKind) => string;
  /** A plain click on a kind: the app shows that rating from its first page. */
  onKindChange: (kind: RatingKind) => void;
  /** The page of the full rating, 1-based; the limited view has one page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/**
 * `/rating`: the best forecasters (BestForecasters) with the analysts / brokers switch under the heading,
 * the period tabs and the pages of the full rating (the limited view shows its first rows only).
 */
export function RatingPage({
  kind,
  kindHref,
  onKindChange,
  page,
  pageCount,
  onPageChange,
  periods = RATING_PERIODS,
  limited,
  ...rest
}: RatingPageProps) {
  return (
    <>
      <BestForecasters
        {...rest}
        kind={kind}
        limited={limited}
        periods={periods}
        toolbar={
          <nav aria-label={ratingMessages.whomToShow} className={styles.switcher}>
            {ratingKinds.map((value) => {
              const href = kindHref(value);
              return (
                <a
                  key={value}
                  href={href}
                  className={styles.choice}
                  aria-current={value === kind ? 'page' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onKindChange(value);
                  }}
                >
                  {KIND_LABELS[value]}
                </a>
              );
            })}
          </nav>
        }
      />
      {limited ? null : (
        <div className={styles.pages}>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            aria-label={ratingMessages.ratingPagination}
          />
        </div>
      )}
    </>
  );
}
