/** Test helpers shared by the domain tests (not exported from index.ts). */
import type { AppConfig } from './schemas/config';
import type { StoragePort } from './flows/deferred';

export const testConfig: AppConfig = {
  subscription: { premium_countries: ['RU', 'BY', 'KZ'] },
  payments: { billing_update_url: 'https://pay.example.ru/billing/update/' },
  pro_features: ['Расширенный поиск', 'Полный инсайдер радар'],
  investcoins: { monthly_coins_add: { month: 500, telegram_bot: 300, telegram_bot_year: 3600 } },
  special_plans: { '1066': 2001, '1068': 9999 },
  plans: [
    {
      id: 1066,
      code: 'm3',
      cost: 2490,
      monthlyCost: 830,
      amount: 2490,
      description: 'PRO на 3 месяца',
      discountPercentage: 0,
    },
    {
      id: 1067,
      code: 'm12',
      cost: 6990,
      monthlyCost: 583,
      amount: 6990,
      description: 'PRO на 12 месяцев',
      discountPercentage: 30,
    },
    {
      id: 1062,
      code: 'lifetime',
      cost: 24990,
      monthlyCost: 0,
      amount: 24990,
      description: 'PRO навсегда',
      discountPercentage: 0,
    },
    {
      id: 2001,
      code: 'm12_special',
      cost: 5868,
      monthlyCost: 489,
      amount: 5868,
      description: 'PRO на 12 месяцев со скидкой',
      discountPercentage: 40,
    },
  ],
  bot_prize_modal_enabled: true,
  telegram_bot_url: 'https://t.me/investradar_bot',
};

/** An in-memory StoragePort. */
export function memoryStorage(initial: Record<string, string> = {}): StoragePort & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
