import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ContentEditor, contentEditorHead } from '@investradar/ui';
import { CONTENT_MESSAGES, MESSAGES, type ContentEditorEntry, type ContentEntryInput } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import type { ContentEditorData } from '../content/contentLoaders';
import { PageMeta } from '../layout/PageMeta';
import { useApi } from '../session/AppContext';

type Errors = Record<string, readonly string[]>;

/** The server's refusal as the form shows it: field messages of a 422, else one message for the form. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { errors?: Errors; message?: string };
    if (body.errors && Object.keys(body.errors).length) return body.errors;
    if (typeof body.message === 'string') return { form: [body.message] };
  }
  return { form: [MESSAGES.genericError] };
}

/** `/account/editor` (the editor role): create, preview, save, publish, unpublish and delete entries. */
export function ContentEditorRoute() {
  const data = useLoaderData<ContentEditorData>();
  const api = useApi();
  const revalidator = useRevalidator();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The entry as the last answer gave it, ahead of the list's reload.
  const [fresh, setFresh] = useState<ContentEditorEntry | null>(null);
  const [errors, setErrors] = useState<Errors | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const entries = fresh ? [fresh, ...data.entries.filter((e) => e.id !== fresh.id)] : data.entries;
  const selected = selectedId === null ? null : (entries.find((e) => e.id === selectedId) ?? null);

  async function run(work: () => Promise<ContentEditorEntry | null>, message: string) {
    setBusy(true);
    setErrors(undefined);
    setNotice(null);
    try {
      const entry = await work();
      setFresh(entry);
      setSelectedId(entry?.id ?? null);
      setNotice(message);
      void revalidator.revalidate();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageMeta {...contentEditorHead} noindex />
      <ContentEditor
        entries={entries}
        selected={selected}
        onSelect={(id) => {
          setSelectedId(id);
          setErrors(undefined);
          setNotice(null);
          setPreviewHtml(null);
        }}
        errors={errors}
        busy={busy}
        notice={notice}
        previewHtml={previewHtml}
        onSave={(payload: ContentEntryInput) =>
          void run(
            () => (selected ? api.editorUpdate(selected.id, payload) : api.editorCreate(payload)),
            CONTENT_MESSAGES.saved,
          )
        }
        onPreview={(payload) => {
          setErrors(undefined);
          api.editorPreview(payload).then(setPreviewHtml, (error: unknown) => setErrors(errorsOf(error)));
        }}
        onPublish={() =>
          selected && void run(() => api.editorSetPublished(selected.id, true), CONTENT_MESSAGES.published)
        }
        onUnpublish={() =>
          selected && void run(() => api.editorSetPublished(selected.id, false), CONTENT_MESSAGES.unpublished)
        }
        onDelete={() =>
          selected &&
          void run(async () => {
            await api.editorDelete(selected.id);
            return null;
          }, CONTENT_MESSAGES.deleted)
        }
      />
    </>
  );
}
