import ExcelJS from 'exceljs';
import { can, MESSAGES } from '@investradar/ui/domain';
import { IDEA_ASSET_TITLES, IDEA_RISK_TITLES, IDEA_STATUS_TITLES } from '../../lib/domain-titles';
import { ApiError, invalid } from '../../lib/errors';
import { toIdeaView, type IdeasRepository } from './ideas.repository';
import type { UserRow } from '../account';
import { readFeedQuery, type PermissionsReader } from './ideas.service';

export const EXPORT_PERMISSION = 'ii.export_excel';
/** Rows of one export at most; a larger feed must be narrowed by its filters first. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A text cell as a spreadsheet may not read it as a formula (OWASP, CSV injection): a text starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe. The .xlsx cell is text
 * either way, but a sheet saved again as CSV, or pasted elsewhere, would run it; names come from
 * brokers, analysts and editors. Numbers and dates are written as numbers, never through here.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const PRICE = '#,##0.00';
const PERCENT = '0.00%';
const DATE = 'dd.mm.yyyy';

/** Columns of the sheet: Russian headers, widths and number formats. */
const COLUMNS: Array<Partial<ExcelJS.Column> & { key: string }> = [
  { header: 'Идея', key: 'name', width: 48 },
  { header: 'Тикер', key: 'ticker', width: 9 },
  { header: 'Компания', key: 'company', width: 28 },
  { header: 'Брокер', key: 'broker', width: 22 },
  { header: 'Аналитик', key: 'analyst', width: 28 },
  { header: 'Тип актива', key: 'asset', width: 12 },
  { header: 'Направление', key: 'direction', width: 12 },
  { header: 'Валюта', key: 'currency', width: 8 },
  { header: 'Дата открытия', key: 'opened', width: 14, style: { numFmt: DATE } },
  { header: 'Цена открытия', key: 'start', width: 14, style: { numFmt: PRICE } },
  { header: 'Текущая цена', key: 'current', width: 14, style: { numFmt: PRICE } },
  { header: 'Целевая цена', key: 'target', width: 14, style: { numFmt: PRICE } },
  { header: 'Потенциал', key: 'potential', width: 11, style: { numFmt: PERCENT } },
  { header: 'Горизонт', key: 'horizon', width: 14, style: { numFmt: DATE } },
  { header: 'Статус', key: 'status', width: 20 },
  { header: 'Дата закрытия', key: 'closed', width: 14, style: { numFmt: DATE } },
  { header: 'Цена закрытия', key: 'close', width: 14, style: { numFmt: PRICE } },
  { header: 'Доходность', key: 'result', width: 12, style: { numFmt: PERCENT } },
  { header: 'ИИС', key: 'iis', width: 6 },
  { header: 'Риск', key: 'risk', width: 10 },
  { header: 'Премиум', key: 'premium', width: 10 },
];

export function createIdeasExportService(deps: { ideas: IdeasRepository; permissionsOf: PermissionsReader }) {
  const { ideas, permissionsOf } = deps;
  return {
    /** GET /api/ideas/export: the feed of these filters (every page) as an .xlsx workbook. */
    async workbook(user: UserRow | null, query: unknown): Promise<{ buffer: Buffer; filename: string }> {
      if (!can(await permissionsOf(user), EXPORT_PERMISSION))
        throw new ApiError(403, MESSAGES.proOnly, undefined, { permission: EXPORT_PERMISSION });
      const { filters } = await readFeedQuery(query, user, permissionsOf);
      const rows = await ideas.all(filters, EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS) throw invalid({ form: [MESSAGES.exportTooLarge] });
      const bought = user
        ? await ideas.purchasedBy(
            user.id,
            rows.filter((r) => r.premium).map((r) => r.id),
          )
        : new Set<number>();

      const book = new ExcelJS.Workbook();
      book.creator = MESSAGES.productName;
      const sheet = book.addWorksheet('Идеи', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = COLUMNS;
      sheet.getRow(1).font = { bold: true };
      for (const row of rows) {
        const idea = toIdeaView(row);
        const locked = row.premium && !bought.has(row.id);
        sheet.addRow({
          name: spreadsheetText(idea.name),
          ticker: spreadsheetText(idea.ticker),
          company: spreadsheetText(idea.company_name),
          broker: spreadsheetText(idea.broker?.name ?? ''),
          analyst: spreadsheetText(idea.analyst?.name ?? ''),
          asset: spreadsheetText(IDEA_ASSET_TITLES[idea.asset_type] ?? idea.asset_type),
          direction: idea.direction === 'short' ? 'Снижение' : 'Рост',
          currency: spreadsheetText(idea.currency),
          opened: new Date(idea.opened_at),
          start: idea.start_price,
          current: idea.current_price,
          target: locked ? null : idea.target_price,
          potential: idea.potential_yield / 100,
          horizon: new Date(idea.horizon_at),
          status: spreadsheetText(IDEA_STATUS_TITLES[idea.status] ?? idea.status),
          closed: idea.closed_at ? new Date(idea.closed_at) : null,
          close: idea.close_price,
          result: idea.return_pct / 100,
          iis: idea.iis ? 'Да' : 'Нет',
          risk: spreadsheetText(IDEA_RISK_TITLES[idea.risk_level] ?? idea.risk_level),
          premium: idea.premium ? 'Да' : 'Нет',
        });
      }
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
      const buffer = Buffer.from(await book.xlsx.writeBuffer());
      return { buffer, filename: `investradar-ideas-${new Date().toISOString().slice(0, 10)}.xlsx` };
    },
  };
}
export type IdeasExportService = ReturnType<typeof createIdeasExportService>;
