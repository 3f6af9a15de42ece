// Titles of the ideas vocabularies, from the domain entry (see src/domain/ideas-titles.ts).
export {
  IDEA_ASSET_TITLES,
  IDEA_CLOSE_EVENTS,
  IDEA_GROWTH_FACTOR_TITLES,
  IDEA_RISK_TITLES,
  IDEA_STATUS_TITLES,
} from '@investradar/ui/domain';
