// @investradar/ui/testing: fixtures for stories, app tests and consumers' tests. A separate entry, so
// none of it reaches a bundle that imports '@investradar/ui' or '@investradar/ui/domain'.
// Accounts of every type, subscriptions, plans and configuration: the data lives in
// src/domain/fixtures.ts (the API seed reuses it); every export of that module is a fixture.
export * from '../domain/fixtures';
export { savedSurvey, surveyOptions, surveyStates } from './survey';
// An in-memory StoragePort (local and session storage of the domain's flows) for app tests.
export { memoryStorage } from '../domain/testing';
