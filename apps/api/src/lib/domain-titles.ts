// Titles of the ideas vocabularies, outside the domain entry (see src/domain/ideas-titles.ts).
export * from '../../../../src/domain/ideas-titles';
