import type {
  ContentAllAnswer,
  ContentEditorEntry,
  ContentEntryDetails,
  ContentEntryInput,
  ContentKind,
} from '@investradar/ui/domain';
import type { ApiClient, Parser } from './client';
import type * as AnswerSchemas from './answers';

type Answers = typeof AnswerSchemas;
type AnswerOf = <K extends keyof Answers>(name: K) => Parser<ReturnType<Answers[K]['parse']>>;

/** The editor's calls answer their refusals themselves: the form shows the server's messages. */
const EDITOR_HANDLES = [403, 404, 422] as const;

/** Editorial content (issue #19, apps/api README «Editorial content»): reading and the editor's calls. */
export function contentEndpoints(client: ApiClient, answer: AnswerOf) {
  return {
    /** GET /api/content/all: published entries of the kinds asked for, a page of each. */
    contentAll(query: { kind?: ContentKind; page?: number; per_page?: number }): Promise<ContentAllAnswer> {
      return client.request('/api/content/all', answer('contentAllAnswerSchema'), { query });
    },

    /** GET /api/content/{slug}: one published entry (404 for unknown slugs and drafts). */
    async contentEntry(slug: string): Promise<ContentEntryDetails> {
      const { results } = await client.request(
        `/api/content/${encodeURIComponent(slug)}`,
        answer('contentEntryAnswerSchema'),
      );
      return results.entry;
    },

    /** A page's text (terms, bot…) in the background: missing or failing, the page keeps its own. */
    async pageText(slug: string): Promise<string | null> {
      const { results } = await client.request(
        `/api/content/${encodeURIComponent(slug)}`,
        answer('contentEntryAnswerSchema'),
        { handle: [401, 404] },
      );
      return results.entry.body_html;
    },

    async editorEntries(): Promise<ContentEditorEntry[]> {
      const { results } = await client.request('/api/content/editor/entries', answer('contentEditorListAnswerSchema'), {
        handle: [403],
      });
      return results.entries;
    },

    async editorCreate(payload: ContentEntryInput): Promise<ContentEditorEntry> {
      const { entry } = await client.request('/api/content/editor/entries', answer('contentEditorEntryAnswerSchema'), {
        method: 'POST',
        body: payload,
        handle: EDITOR_HANDLES,
      });
      return entry;
    },

    async editorUpdate(id: number, payload: ContentEntryInput): Promise<ContentEditorEntry> {
      const { entry } = await client.request(
        `/api/content/editor/entries/${id}`,
        answer('contentEditorEntryAnswerSchema'),
        { method: 'PUT', body: payload, handle: EDITOR_HANDLES },
      );
      return entry;
    },

    async editorSetPublished(id: number, published: boolean): Promise<ContentEditorEntry> {
      const { entry } = await client.request(
        `/api/content/editor/entries/${id}/${published ? 'publish' : 'unpublish'}`,
        answer('contentEditorEntryAnswerSchema'),
        {
          method: 'POST',
          handle: EDITOR_HANDLES,
        },
      );
      return entry;
    },

    async editorDelete(id: number): Promise<void> {
      await client.request(
        `/api/content/editor/entries/${id}`,
        { parse: () => undefined },
        { method: 'DELETE', handle: EDITOR_HANDLES },
      );
    },

    async editorPreview(payload: ContentEntryInput): Promise<string> {
      const { html } = await client.request('/api/content/editor/preview', answer('contentPreviewAnswerSchema'), {
        method: 'POST',
        body: payload,
        handle: EDITOR_HANDLES,
      });
      return html;
    },
  };
}
