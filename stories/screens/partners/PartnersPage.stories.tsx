import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, formatMoney } from '../../../src/domain';
import { PartnersPage } from '../../../src/screens/partners';
import { partner } from '../../fixtures/accounts';
import {
  partnerStatsEmpty,
  partnerStatsNovember,
  partnerStatsOctober,
  partnerStatsWithExclusions,
} from '../../fixtures/partners';
import { spaced } from '../../support/text';
import * as partnersMessages from '../../../src/screens/partners/messages';

const campaignId = partner.partner!.campaign_id;
/** Testing Library collapses the no-break spaces of ru-RU money in the page text; do the same. */
const meta = {
  title: 'Экраны/Partners/PartnersPage',
  component: PartnersPage,
  tags: ['partner'],
  args: {
    campaignId,
    defaultUrl: 'https://investradar.ru/ideas',
    siteOrigin: 'https://investradar.ru',
    stats: partnerStatsNovember,
    onCopy: fn(),
    onMonthChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Экран партнера (/account/partners, пункт меню только для партнеров). Конструктор ссылок: кнопка ' +
          'копирования активна только для корректного адреса http(s), партнерский параметр добавляется через ? или ' +
          '& в зависимости от адреса, после копирования появляется «Ссылка скопирована» (само копирование — колбэк ' +
          '`onCopy`). Статистика за месяц: строки days_stat (дата, конверсия, посетители, регистрации, сделки, ' +
          'сумма, вознаграждение), строка «Итого», переход на предыдущий и следующий месяц по ключу, заголовок ' +
          'месяца; размер страницы равен числу дней. Пропсы: `campaignId`, `defaultUrl`, `onCopy`, `stats` (null — ' +
          'загрузка), `loading`, `onMonthChange(key)`, `siteOrigin` (адрес сайта: ссылка должна вести на его страницу, ' +
          'путь вида /ideas дополняется адресом сайта). Под таблицей — правила подсчета и, если были, незасчитанные ' +
          'регистрации по причинам (`stats.excluded`: свои устройства, свой почтовый ящик, свой адрес, метка, которую ' +
          'не выдавал сервис). Состояния: партнер со статистикой, незасчитанные регистрации, неверная ссылка, ссылка на ' +
          'другой сайт, локальный адрес разработки, пустой ' +
          'месяц, загрузка, телефон.',
      },
    },
  },
} satisfies Meta<typeof PartnersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartnerWithStats: Story = {
  play: async ({ args, canvas }) => {
    const address = canvas.getByRole('textbox', { name: partnersMessages.pageAddress });
    const result = canvas.getByRole('textbox', { name: partnersMessages.yourPartnerLink });
    const copy = canvas.getByRole('button', { name: partnersMessages.copyLink });
    // No query string yet: the parameter is joined with '?'.
    await expect(result).toHaveValue(`https://investradar.ru/ideas?partner=${campaignId}`);
    await expect(copy).toBeEnabled();

    // A query string already there: joined with '&'.
    await userEvent.clear(address);
    await userEvent.paste('https://investradar.ru/insider-radar/deals?whose_id=investor');
    await expect(result).toHaveValue(
      `https://investradar.ru/insider-radar/deals?whose_id=investor&partner=${campaignId}`,
    );
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledWith(
      `https://investradar.ru/insider-radar/deals?whose_id=investor&partner=${campaignId}`,
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(MESSAGES.linkCopied);
    // Editing the address withdraws the confirmation: it was about the previous link.
    await userEvent.type(address, '&page=2');
    await expect(canvas.queryByText(MESSAGES.linkCopied)).toBeNull();

    // Statistics: a row a day plus the total row, all on one page.
    const table = canvas.getByRole('table', { name: `Статистика за ${partnerStatsNovember.title}` });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(1 + partnerStatsNovember.days_stat.length + 1);
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Дата', 'Конверсия', 'Посетители', 'Регистрации', 'Сделки', 'Сумма', 'Вознаграждение']);
    const total = rows[rows.length - 1]!;
    await expect(within(total).getByRole('rowheader')).toHaveTextContent(partnersMessages.total);
    await expect(total).toHaveTextContent(spaced(formatMoney(partnerStatsNovember.total.reward)));
    await expect(rows[1]!).toHaveTextContent('01.11.2026');
    await expect(canvas.queryByRole('navigation')).toBeNull();

    // Month navigation by key; the current month has no next one.
    await expect(canvas.getByTestId('partner-month')).toHaveTextContent(partnerStatsNovember.title);
    await expect(canvas.getByRole('button', { name: partnersMessages.nextMonth })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: partnersMessages.previousMonth }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
  },
};

/** Registrations that came with the partner's cookie but were not credited: the line under the table says why. */
export const WithExclusions: Story = {
  name: 'Незасчитанные регистрации',
  args: { stats: partnerStatsWithExclusions },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('partner-excluded')).toHaveTextContent(
      'Не засчитано 3 регистрации: с партнерской меткой, которую не выдавал сервис — 1, с Ваших устройств — 2.',
    );
    await expect(canvas.getByText(partnersMessages.countingRules)).toBeVisible();
  },
};

export const InvalidLink: Story = {
  args: { defaultUrl: 'ftp://investradar.ru/files' },
  play: async ({ args, canvas }) => {
    const address = canvas.getByRole('textbox', { name: partnersMessages.pageAddress });
    const copy = canvas.getByRole('button', { name: partnersMessages.copyLink });
    await expect(copy).toBeDisabled();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(new RegExp(MESSAGES.urlInvalid));
    await expect(canvas.getByRole('textbox', { name: partnersMessages.yourPartnerLink })).toHaveValue('');

    for (const bad of ['investradar.ru/ideas', 'javascript:alert(1)', 'https://', 'ideas']) {
      await userEvent.clear(address);
      await userEvent.paste(bad);
      await expect(copy).toBeDisabled();
    }
    await userEvent.click(copy, { pointerEventsCheck: 0 });
    await expect(args.onCopy).not.toHaveBeenCalled();

    await userEvent.clear(address);
    await userEvent.paste('https://investradar.ru/');
    await expect(copy).toBeEnabled();
    await expect(address).not.toHaveAttribute('aria-invalid');
  },
};

/** Someone else's site: the partner cookie is set only by our pages, so such a link would credit nothing. */
export const ForeignSite: Story = {
  name: 'Ссылка на другой сайт',
  args: { defaultUrl: 'https://example.com/ideas' },
  play: async ({ canvas }) => {
    const address = canvas.getByRole('textbox', { name: partnersMessages.pageAddress });
    const copy = canvas.getByRole('button', { name: partnersMessages.copyLink });
    await expect(copy).toBeDisabled();
    await expect(address).toHaveAccessibleDescription(new RegExp(MESSAGES.partnerUrlForeign));
    // A path is a page of the site.
    await userEvent.clear(address);
    await userEvent.paste('/rating');
    await expect(canvas.getByRole('textbox', { name: partnersMessages.yourPartnerLink })).toHaveValue(
      `https://investradar.ru/rating?partner=${campaignId}`,
    );
    await expect(copy).toBeEnabled();
  },
};

/** The site on a developer's machine (no dot in its host name): the pre-filled page is valid from the start. */
export const LocalSite: Story = {
  name: 'Локальный адрес разработки',
  args: { defaultUrl: 'http://localhost:5173/ideas', siteOrigin: 'http://localhost:5173' },
  play: async ({ canvas }) => {
    const address = canvas.getByRole('textbox', { name: partnersMessages.pageAddress });
    await expect(address).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: partnersMessages.copyLink })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: partnersMessages.yourPartnerLink })).toHaveValue(
      `http://localhost:5173/ideas?partner=${campaignId}`,
    );
  },
};

export const EmptyMonth: Story = {
  args: { stats: partnerStatsEmpty },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(partnersMessages.noDataForMonth)).toBeVisible();
    await expect(canvas.queryByText(partnersMessages.total)).toBeNull();
    await expect(canvas.getByRole('button', { name: partnersMessages.previousMonth })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: partnersMessages.nextMonth }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-09');
  },
};

export const MonthLoading: Story = {
  args: { stats: partnerStatsOctober, loading: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: partnersMessages.previousMonth })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: partnersMessages.nextMonth })).toBeDisabled();
    await expect(args.onMonthChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { stats: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(partnersMessages.loadingStatistics);
  },
};

export const CopyFailed: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('clipboard denied'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: partnersMessages.copyLink }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
    await expect(canvas.queryByText(MESSAGES.linkCopied)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Seven columns do not fit 375px: the table scrolls sideways in a focusable region.
    const region = await canvas.findByRole('region', { name: `Статистика за ${partnerStatsNovember.title}` });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
