// Paging of GET /api/content/all in a module of its own: the app's route loaders (its start-up chunk)
// read it, and content.ts, which builds the content schemas with zod, must not come along with it.

/** Entries per kind on a page of GET /api/content/all. */
export const CONTENT_PER_PAGE = 10;
export const CONTENT_MAX_PER_PAGE = 50;
