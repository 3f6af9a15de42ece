// The one door from apps/api to the shared domain layer (src/domain, published as
// @investradar/ui/domain). It is imported by path because the ESLint rule that keeps apps/api off
// `@investradar/ui` also matches the `/domain` sub-path (gitignore-style prefix pattern); once the
// rule gains `!@investradar/ui/domain`, this line can read `from '@investradar/ui/domain'`.
export * from '../../../src/domain/index';
