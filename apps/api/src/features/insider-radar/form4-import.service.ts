import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Form4ParseError, parseOwnershipFile } from './form4-parse';
import type { InsiderFilingsRepository } from './insider-filings.repository';

/** The one JSON line `npm run import:form4` prints at the end. */
export interface Form4ImportSummary {
  /** Files read (directories expanded). */
  files: number;
  /** Filings added (a filing already imported is not counted again). */
  filings: number;
  /** Deals added. */
  deals: number;
  /** Files not imported, each with the reason in Russian. */
  skipped: Array<{ file: string; reason: string }>;
}

/** What a directory holds that may be an ownership document: XML and full-submission text files. */
const DOCUMENT = /\.(xml|txt)$/i;

async function expand(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() || DOCUMENT.test(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => expand(join(path, entry.name))),
  );
  return nested.flat();
}

/**
 * Imports ownership documents (files, or directories of them), each filing in its own transaction:
 * a file that cannot be read or parsed is reported by name with the reason and skipped, and the batch
 * goes on. Usable from the CLI (import/form4-cli.ts) or as a job with an open database.
 * `onImported` receives the share of every filing that changed deals (to recompute clusters).
 */
export async function importForm4(
  repository: InsiderFilingsRepository,
  paths: readonly string[],
  options: {
    onSkipped?: (file: string, reason: string) => void;
    /** After each file, with the number of files done so far. */
    onProgress?: (files: number) => void;
    afterImport?: () => Promise<void>;
  } = {},
): Promise<Form4ImportSummary> {
  const summary: Form4ImportSummary = { files: 0, filings: 0, deals: 0, skipped: [] };
  const skip = (file: string, reason: string) => {
    summary.skipped.push({ file, reason });
    options.onSkipped?.(file, reason);
  };
  for (const path of paths) {
    let files: string[];
    try {
      files = await expand(path);
    } catch (error) {
      summary.files += 1;
      skip(path, `файл не прочитан: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      continue;
    }
    for (const file of files) {
      summary.files += 1;
      await importFile(file);
      options.onProgress?.(summary.files);
    }
  }
  await options.afterImport?.();
  return summary;

  async function importFile(file: string): Promise<void> {
    let content: string;
    try {
      content = await readFile(file, 'utf8');
    } catch (error) {
      skip(file, `файл не прочитан: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return;
    }
    let filing;
    try {
      filing = parseOwnershipFile(content, basename(file));
    } catch (error) {
      if (!(error instanceof Form4ParseError)) throw error;
      skip(file, error.message);
      return;
    }
    try {
      const outcome = await repository.importFiling(filing, basename(file));
      if (outcome.status === 'imported') {
        summary.filings += 1;
        summary.deals += outcome.deals;
      }
    } catch (error) {
      skip(file, `не записан в базу: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}
