/**
 * What a page puts into the document's head (the app's PageMeta): its own title (the app adds the
 * product's name) and, for public pages, a description of one or two sentences. Each area exports the
 * heads of its pages (`<area>/heads.ts`), so the app writes no text of its own.
 */
export type PageHead = { title: string; description?: string };
