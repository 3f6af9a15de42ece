import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Badge, Button, Card, Checkbox, FormErrors, RadioGroup, TextField } from '../../../components';
import {
  FieldDescription,
  FieldErrorList,
  fieldStyles,
  normalizeErrors,
  RequiredMark,
  useFieldIds,
  type FieldError,
} from '../../../components/Field';
import {
  CONTENT_KIND_TITLES,
  contentFormPayload,
  contentFormValues,
  contentKinds,
  emptyContentForm,
  type ContentEditorEntry,
  type ContentEntryInput,
  type ContentFormValues,
} from '../../../domain';
import { RichText } from '../../shared/RichText';
import * as styles from './ContentEditor.css';
import * as contentMessages from '../messages';

export type ContentEditorProps = {
  /** Every entry, drafts included (GET /api/content/editor/entries). */
  entries: readonly ContentEditorEntry[];
  /** The entry being edited; null: a new one. */
  selected: ContentEditorEntry | null;
  onSelect: (id: number | null) => void;
  /** The server's messages by field (422), and `form` for the rest. */
  errors?: Record<string, readonly string[]>;
  /** A save, publication or deletion is under way. */
  busy?: boolean;
  /** What the last action did («Материал сохранен»). */
  notice?: string | null;
  /** HTML of the last preview (POST /api/content/editor/preview). */
  previewHtml?: string | null;
  onSave: (payload: ContentEntryInput) => void;
  onPreview: (payload: ContentEntryInput) => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
};

const KIND_OPTIONS = contentKinds.map((kind) => ({ value: kind, label: CONTENT_KIND_TITLES[kind] }));

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  description?: string;
  required?: boolean;
  className: string;
  name: string;
};

/** A labelled multi-line field with the form controls' description and error list. */
function TextAreaField({ label, value, onChange, error, description, required, className, name }: TextAreaFieldProps) {
  const errors = normalizeErrors(error);
  const ids = useFieldIds(undefined, description, errors);
  return (
    <div className={fieldStyles.field} data-invalid={errors.length > 0 || undefined}>
      <label id={ids.labelId} htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <textarea
        id={ids.controlId}
        name={name}
        className={className}
        value={value}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={ids.describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

/** Messages of a list field: the field's own and those of its items (`tickers.0`). */
function listErrors(errors: ContentEditorProps['errors'], field: string): string[] {
  if (!errors) return [];
  const out = new Set<string>();
  for (const [key, messages] of Object.entries(errors))
    if (key === field || key.startsWith(`${field}.`)) for (const m of messages) out.add(m);
  return [...out];
}

type FormProps = Omit<ContentEditorProps, 'entries' | 'onSelect'>;

function EntryForm({
  selected,
  errors,
  busy = false,
  notice,
  previewHtml,
  onSave,
  onPreview,
  onPublish,
  onUnpublish,
  onDelete,
}: FormProps) {
  const id = useId();
  const [values, setValues] = useState<ContentFormValues>(() =>
    selected ? contentFormValues(selected) : emptyContentForm,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set =
    <K extends keyof ContentFormValues>(key: K) =>
    (value: ContentFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'slug' | 'title' | 'cover_url' | 'tickers' | 'idea_ids' | 'published_at') => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
    error: listErrors(errors, key),
  });
  const published = selected?.status === 'published';
  const formErrors = errors?.form ?? [];

  return (
    <Card padding="lg">
      <form
        className={styles.form}
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(contentFormPayload(values));
        }}
      >
        <h2 id={`${id}-title`} className={styles.previewTitle}>
          {selected ? contentMessages.editingTitle(selected.title) : contentMessages.newArticle}
          {selected ? (
            <>
              {' '}
              <Badge tone={published ? 'success' : 'neutral'} size="sm">
                {published ? contentMessages.published : contentMessages.draft}
              </Badge>
            </>
          ) : null}
        </h2>
        {notice ? (
          <Alert tone="success" role="status">
            {notice}
          </Alert>
        ) : null}
        <FormErrors errors={formErrors} />
        <RadioGroup
          label={contentMessages.kind}
          options={KIND_OPTIONS}
          value={values.kind}
          onValueChange={(kind) => set('kind')(kind as ContentFormValues['kind'])}
          orientation="horizontal"
          error={listErrors(errors, 'kind')}
        />
        <div className={styles.row}>
          <TextField label={contentMessages.titleLabel} required {...text('title')} />
          <TextField label={contentMessages.slug} required description={contentMessages.slugHint} {...text('slug')} />
        </div>
        <TextAreaField
          label={contentMessages.summary}
          name="lead"
          className={styles.textarea}
          value={values.lead}
          onChange={set('lead')}
          error={listErrors(errors, 'lead')}
          description={contentMessages.summaryHint}
        />
        <TextAreaField
          label={contentMessages.body}
          name="body"
          required
          className={styles.bodyArea}
          value={values.body}
          onChange={set('body')}
          error={listErrors(errors, 'body')}
          description={contentMessages.bodyHint}
        />
        <div className={styles.row}>
          <TextField label={contentMessages.tickers} description={contentMessages.tickersHint} {...text('tickers')} />
          <TextField
            label={contentMessages.ideaIds}
            description={contentMessages.ideaIdsHint}
            inputMode="numeric"
            {...text('idea_ids')}
          />
        </div>
        <div className={styles.row}>
          <TextField label={contentMessages.cover} description={contentMessages.coverHint} {...text('cover_url')} />
          <TextField
            label={contentMessages.publishedAt}
            placeholder={contentMessages.dateFormatPlaceholder}
            description={contentMessages.publishedAtHint}
            {...text('published_at')}
          />
        </div>
        <Checkbox
          label={contentMessages.proOnly}
          description={contentMessages.proOnlyHint}
          checked={values.pro_only}
          onCheckedChange={(checked) => set('pro_only')(checked === true)}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy} loadingText={contentMessages.saving}>
            {contentMessages.surveySave}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => onPreview(contentFormPayload(values))}
          >
            {contentMessages.preview}
          </Button>
          {selected ? (
            published ? (
              <Button type="button" variant="secondary" disabled={busy} onClick={onUnpublish}>
                {contentMessages.unpublish}
              </Button>
            ) : (
              <Button type="button" variant="secondary" disabled={busy} onClick={onPublish}>
                {contentMessages.publish}
              </Button>
            )
          ) : null}
          {selected ? (
            confirmDelete ? (
              <>
                <Button type="button" variant="danger" disabled={busy} onClick={onDelete}>
                  {contentMessages.deleteForever}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setConfirmDelete(false)}>
                  {contentMessages.prizeCancel}
                </Button>
              </>
            ) : (
              <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirmDelete(true)}>
                {contentMessages.deleteEntry}
              </Button>
            )
          ) : null}
        </div>
        {previewHtml ? (
          <section className={styles.preview} aria-labelledby={`${id}-preview`}>
            <h3 id={`${id}-preview`} className={styles.previewTitle}>
              {contentMessages.preview}
            </h3>
            <Card variant="muted" padding="md">
              <RichText html={previewHtml} />
            </Card>
          </section>
        ) : null}
      </form>
    </Card>
  );
}

/**
 * The editor's screen (/account/editor): every entry with its status on one side, the form on the other
 * (create, preview, save, publish, unpublish, delete). The server validates; its messages show under the
 * fields.
 */
export function ContentEditor({ entries, onSelect, selected, ...form }: ContentEditorProps) {
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {contentMessages.editorTitle}
        </h1>
        <p className={styles.lead}>{contentMessages.editorLead}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.entries} aria-label={contentMessages.articles}>
          <Button type="button" variant="secondary" onClick={() => onSelect(null)} aria-pressed={selected === null}>
            {contentMessages.newArticle}
          </Button>
          <ul className={styles.entryList}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.entryButton}
                  aria-current={selected?.id === entry.id || undefined}
                  onClick={() => onSelect(entry.id)}
                >
                  <span>{entry.title}</span>
                  <span className={styles.entryMeta}>
                    {CONTENT_KIND_TITLES[entry.kind]} ·{' '}
                    {entry.status === 'published' ? contentMessages.publishedStatus : contentMessages.draftStatus}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {/* A new entry or another one starts the form afresh. */}
        <EntryForm key={selected ? `${selected.id}:${selected.updated_at}` : 'new'} selected={selected} {...form} />
      </div>
    </section>
  );
}
