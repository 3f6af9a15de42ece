import { lazy, Suspense, useId } from 'react';
import { Badge, Button, Card, Drawer, DrawerClose, Pagination, Spinner } from '../../../components';
import {
  countFilterDifferences,
  formatCount,
  IDEA_FORMS,
  IDEAS_FILTER_DEFAULTS,
  type IdeasFilterState,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { FilterMenu } from '../../shared/FilterMenu';
import { IdeaCard } from '../IdeaCard';
import { SavedFilters, type SavedFiltersProps } from '../SavedFilters';
import type { FilterLock } from '../IdeasFilters/groups';
import type { IdeaSummary, IdeaVote, IdeasFilterOptions } from '../model';
import * as styles from './IdeasFeed.css';
import * as ideasMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type IdeasFeedProps = {
  user: User;
  /** The current page of ideas. */
  ideas: readonly IdeaSummary[];
  /** Ideas matching the filters. */
  total: number;
  /** A request for the current filters is in flight. */
  loading?: boolean;
  filters: IdeasFilterState;
  filterDefaults?: IdeasFilterState;
  filterOptions: IdeasFilterOptions;
  /** New filter state (the app serialises it into the query string with the domain codec). */
  onFiltersChange: (next: IdeasFilterState) => void;
  /** A locked filter was used: registration or the permission dialog, by the spec's rule. */
  onPermissionRequired: (outcome: FilterLock, permission: string) => void;
  /** The viewer's votes by idea id; defaults to the account's likes and dislikes (guests: from local storage). */
  votes?: Readonly<Record<number, IdeaVote>>;
  onVote: (ideaId: number, vote: IdeaVote) => void;
  onAddToPortfolio?: (ideaId: number) => void;
  /** «Сделать ставку» on each open idea's card (the account's bets mark the ideas already bet on). */
  onBet?: (ideaId: number) => void;
  pageCount?: number;
  /**
   * The feed is narrowed to one analyst (a name in the rating): whose ideas these are (`name` null: not
   * known from this page, the analyst's number is shown) and the address of the feed without them.
   */
  analystFilter?: { id: number; name: string | null; clearHref: string } | null;
  /**
   * «Мои фильтры» beside the sort (saved filter sets, PRO): the sets and what to do with them; the feed adds the
   * account, whether there is something to save and the permission check. Absent: no such control.
   */
  savedFilters?: Omit<SavedFiltersProps, 'user' | 'canSave' | 'onPermissionRequired'>;
  onNavigate?: NavigateHandler;
};

// The filter panel (Radix radio groups and checkboxes, ≈ 14 kB gzip) is a chunk of its own: the
// server renders it in place (it waits for it), the browser hydrates the rest of the feed without
// waiting for it and hydrates the panel when its chunk arrives; phones show it in the drawer only.
const IdeasFilters = lazy(() =>
  import('../IdeasFilters/IdeasFilters').then((module) => ({ default: module.IdeasFilters })),
);

function accountVotes(user: User): Record<number, IdeaVote> {
  const votes: Record<number, IdeaVote> = {};
  for (const id of user.likes) votes[id] = 'believe';
  for (const id of user.dislikes) votes[id] = 'notbelieve';
  return votes;
}

/** The ideas feed (/ideas): filters with a counter of differences from the defaults, sort, idea cards, pages. */
export function IdeasFeed({
  user,
  ideas,
  total,
  loading = false,
  filters,
  filterDefaults = IDEAS_FILTER_DEFAULTS,
  filterOptions,
  onFiltersChange,
  onPermissionRequired,
  votes,
  onVote,
  onAddToPortfolio,
  onBet,
  pageCount = 1,
  analystFilter = null,
  savedFilters,
  onNavigate,
}: IdeasFeedProps) {
  const id = useId();
  const changed = countFilterDifferences(filters, filterDefaults);
  const voteOf = votes ?? accountVotes(user);
  const portfolio = new Set(user.portfolio?.ideas ?? []);
  const betOf = new Map(user.bets.map((b) => [b.idea_id, b.bet]));
  const sortValue = `${filters.sort_by}:${filters.sort_order}`;
  const reset = () => onFiltersChange({ ...filterDefaults, sort_by: filters.sort_by, sort_order: filters.sort_order });
  const filtersPanel = (
    <Suspense fallback={null}>
      <IdeasFilters
        user={user}
        value={filters}
        defaults={filterDefaults}
        options={filterOptions}
        onChange={onFiltersChange}
        onPermissionRequired={onPermissionRequired}
      />
    </Suspense>
  );
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {ideasMessages.feedTitle}
        </h1>
        <p className={styles.lead}>{ideasMessages.feedLead}</p>
        {analystFilter ? (
          <p className={styles.filterNote} role="status">
            {ideasMessages.analystIdeasPrefix}
            {analystFilter.name ?? ideasMessages.analystNumber(analystFilter.id)}.{' '}
            <a href={analystFilter.clearHref} onClick={inAppClick(onNavigate, analystFilter.clearHref)}>
              {ideasMessages.allIdeas}
            </a>
          </p>
        ) : null}
      </header>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={ideasMessages.filtersRegion}>
          {filtersPanel}
        </aside>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {loading ? ideasMessages.searchingIdeas : sharedMessages.found(formatCount(total, IDEA_FORMS))}
            </p>
            <div className={styles.tools}>
              <div className={styles.mobileOnly}>
                <Drawer
                  side="left"
                  title={ideasMessages.filters}
                  trigger={
                    <Button variant="secondary" size="sm">
                      {ideasMessages.filters}
                      {changed > 0 ? (
                        <Badge tone="brand" variant="solid" size="sm">
                          {changed}
                        </Badge>
                      ) : null}
                    </Button>
                  }
                  footer={
                    <DrawerClose asChild>
                      <Button fullWidth>
                        {ideasMessages.showPrefix}
                        {formatCount(total, IDEA_FORMS)}
                      </Button>
                    </DrawerClose>
                  }
                >
                  {filtersPanel}
                </Drawer>
              </div>
              {savedFilters ? (
                <SavedFilters
                  {...savedFilters}
                  user={user}
                  canSave={changed > 0}
                  onPermissionRequired={onPermissionRequired}
                />
              ) : null}
              <FilterMenu
                label={sharedMessages.sorting}
                value={sortValue}
                options={filterOptions.sorts}
                onChange={(value) => {
                  const [sortBy = filterDefaults.sort_by, sortOrder = filterDefaults.sort_order] = value.split(':');
                  onFiltersChange({ ...filters, sort_by: sortBy, sort_order: sortOrder, page: 1 });
                }}
              />
            </div>
          </div>
          {loading && ideas.length === 0 ? (
            <div className={styles.loading}>
              <Spinner size="lg" label={ideasMessages.loadingIdeas} />
            </div>
          ) : ideas.length === 0 ? (
            <Card padding="lg" variant="muted" className={styles.empty}>
              <p className={styles.emptyTitle}>{ideasMessages.emptyTitle}</p>
              <p className={styles.emptyText}>{ideasMessages.emptyText}</p>
              {changed > 0 ? (
                <Button variant="secondary" onClick={reset}>
                  {ideasMessages.resetFilters}
                </Button>
              ) : (
                <Button asChild variant="secondary">
                  <a href="/rating" onClick={inAppClick(onNavigate, '/rating')}>
                    {ideasMessages.viewAnalystRating}
                  </a>
                </Button>
              )}
            </Card>
          ) : (
            <ul className={styles.list} aria-busy={loading || undefined} data-loading={loading || undefined}>
              {ideas.map((idea) => (
                <li key={idea.id}>
                  <IdeaCard
                    idea={idea}
                    headingLevel={2}
                    vote={voteOf[idea.id] ?? null}
                    onVote={onVote}
                    onAddToPortfolio={onAddToPortfolio}
                    inPortfolio={portfolio.has(idea.id)}
                    onBet={onBet}
                    bet={betOf.get(idea.id) ?? null}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={filters.page}
            pageCount={pageCount}
            onPageChange={(page) => onFiltersChange({ ...filters, page })}
            aria-label={ideasMessages.pagination}
          />
        </div>
      </div>
    </section>
  );
}
