/**
 * The domain's schemas of the API's answers, in a chunk of their own (zod with them): they are needed
 * with the first answer the browser reads itself, not to show and hydrate a page the server rendered
 * (whose account and data came with it), so they stay out of the first load. endpoints.ts imports this
 * module lazily.
 */
export {
  accountResponseSchema,
  appConfigSchema,
  formResultSchema,
  insiderAnswerSchema,
  forecastersResponseSchema,
  guestVotesSyncResultSchema,
  ideaDetailsResponseSchema,
  ideasResponseSchema,
  ideaVoteResultSchema,
  savedFilterAddedSchema,
  savedFiltersAnswerSchema,
  markAsViewedResponseSchema,
  notificationsSchema,
  portfolioIdeasResultSchema,
  portfolioResponseSchema,
  portfolioUpdatesResponseSchema,
  radarDealsAnswerSchema,
  savedSurveySchema,
  searchResponseSchema,
  stockResponseSchema,
  stockPricesResponseSchema,
  surveyOptionsSchema,
  contentAllAnswerSchema,
  contentEntryAnswerSchema,
  contentEditorListAnswerSchema,
  contentEditorEntryAnswerSchema,
  contentPreviewAnswerSchema,
} from '@investradar/ui/domain';
