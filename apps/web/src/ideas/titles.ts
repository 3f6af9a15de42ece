// Russian titles of the ideas vocabularies. They live beside the domain but outside its entry (its size
// budget; src/domain/ideas-titles.ts), so the app imports them by path, as the API does.
export * from '../../../../src/domain/ideas-titles';
