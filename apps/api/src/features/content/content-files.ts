// Content files: Markdown with YAML front matter in apps/api/content/{news,reviews,pages}/*.md, read
// for `npm run content:import` and the seed. The folder gives the kind and the file name the slug
// unless the front matter says otherwise; every file passes the editor's validation (checkEntry).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { CONTENT_MESSAGES, type ContentKind } from '@investradar/ui/domain';
import type { ErrorsMap } from '../../lib/errors';
import type { ContentWrite } from './content.repository';
import { checkEntry } from './content.service';

/** apps/api/content: the files shipped with the product. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

const KIND_OF_FOLDER: Record<string, ContentKind> = { news: 'news', reviews: 'review', pages: 'page' };

export type ParsedFile = { ok: true; entry: ContentWrite } | { ok: false; errors: ErrorsMap };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * One file's text → an entry, or the field errors it has. `defaults` (kind and slug from the folder and
 * the file name) apply when the front matter leaves them out.
 */
export function parseContentFile(source: string, defaults: { kind?: ContentKind; slug?: string } = {}): ParsedFile {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match)
    return {
      ok: false,
      errors: {
        front_matter: [`${CONTENT_MESSAGES.frontMatterInvalid}: файл должен начинаться с блока между строками ---`],
      },
    };
  let data: unknown;
  try {
    data = parseYaml(match[1]!, { schema: 'core', prettyErrors: false });
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return { ok: false, errors: { front_matter: [`${CONTENT_MESSAGES.frontMatterInvalid}: ${reason}`] } };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      ok: false,
      errors: { front_matter: [`${CONTENT_MESSAGES.frontMatterInvalid}: ожидались поля «имя: значение»`] },
    };
  }
  const fields = data as Record<string, unknown>;
  // YAML reads an unquoted date as text in the core schema; a Date (other schemas) is taken as well.
  const publishedAt = fields.published_at instanceof Date ? fields.published_at.toISOString() : fields.published_at;
  const checked = checkEntry({
    ...defaults,
    ...fields,
    ...(publishedAt === undefined ? {} : { published_at: publishedAt }),
    body: text.slice(match[0].length).replace(/^\s*\n/, ''),
  });
  if (!checked.ok) return checked;
  const draft = fields.draft === true;
  return { ok: true, entry: { ...checked.entry, ...(draft ? { draft } : {}) } };
}

export interface ContentFolderRead {
  entries: ContentWrite[];
  failures: Array<{ file: string; errors: ErrorsMap }>;
}

/** Every .md file under the folder's news/, reviews/ and pages/ (sorted by path). */
export async function readContentFolder(dir: string = CONTENT_DIR): Promise<ContentFolderRead> {
  const out: ContentFolderRead = { entries: [], failures: [] };
  const seen = new Map<string, string>();
  for (const [folder, kind] of Object.entries(KIND_OF_FOLDER)) {
    const names = await readdir(path.join(dir, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
      const file = path.join(folder, name);
      const parsed = parseContentFile(await readFile(path.join(dir, file), 'utf8'), { kind, slug: name.slice(0, -3) });
      if (!parsed.ok) {
        out.failures.push({ file, errors: parsed.errors });
        continue;
      }
      const other = seen.get(parsed.entry.slug);
      if (other) {
        out.failures.push({ file, errors: { slug: [`${CONTENT_MESSAGES.slugTaken}: ${other}`] } });
        continue;
      }
      seen.set(parsed.entry.slug, file);
      out.entries.push(parsed.entry);
    }
  }
  return out;
}
