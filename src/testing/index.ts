// @investradar/ui/testing: fixtures for stories, app tests and consumers' tests. A separate entry, so
// none of it reaches a bundle that imports '@investradar/ui' or '@investradar/ui/domain'.
export * from './accounts';
export { savedSurvey, surveyOptions, surveyStates } from './survey';
